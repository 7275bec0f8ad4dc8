// Refusals: a stable, namespaced code, a message a player understands, and details for the UI.
export const ERROR_CODES = [
  'action/malformed',
  'game/over',
  'turn/not-your-turn',
  'decision/pending',
  'decision/none',
  'activation/in-progress',
  'activation/none',
  'activation/other-unit',
  'tokens/none',
  'unit/unknown',
  'unit/not-yours',
  'unit/already-activated',
  'unit/not-a-ship',
  'unit/not-fixed',
  'move/off-map',
  'move/not-navigable',
  'move/occupied',
  'move/out-of-reach',
  'move/ends-in-enemy-zone',
  'attack/unarmed',
  'attack/no-planes',
  'attack/unknown-target',
  'attack/own-unit',
  'attack/invalid-target',
  'attack/not-in-zone',
  'attack/line-blocked',
  'draw/already-drawn',
  'draw/deck-empty',
  'draw/hand-full',
  'draw/not-in-hand',
  'card/not-drawn',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface GameError {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}
export interface Refusal { ok: false; error: GameError }

export const refuse = (code: ErrorCode, message: string, details?: Record<string, unknown>): Refusal => ({
  ok: false,
  error: details ? { code, message, details } : { code, message },
});

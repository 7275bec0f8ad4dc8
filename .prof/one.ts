import { playGame } from '../src/lab/playGame';
import { bundledScenarios } from '../src/scenarios/index';
import { createGame, applyAction } from '../src/engine/index';
const [, , id, blue, red, seedS] = process.argv;
const sc = (bundledScenarios as any[]).find((s) => s.id === id);
const r = playGame(sc, Number(seedS ?? 1), { blue, red } as any);
console.log(JSON.stringify({ result: r.result, rounds: r.rounds, actions: r.actions, error: r.error, cpu: r.ms }));
const counts: Record<string, number> = {};
for (const a of r.log) { const k = a.type + (a.type === 'module' ? ':' + (a as any).action : ''); counts[k] = (counts[k] ?? 0) + 1; }
console.log(counts);
if (process.env.TRACE) { let s = createGame(sc, Number(seedS ?? 1)).state as any; for (const a of r.log) { const x = applyAction(s, a) as any; for (const e of x.events) if (/destroy|score|sunk|point/i.test(e.type)) console.log(s.round, s.toAct, e.type, JSON.stringify(e).slice(0,150)); s = x.state; } }

// The balance CLI's arguments: npm run balance -- --scenario open-sea --games 1000 [--bots normal,easy]
// [--rules turnCost=2] [--compare-rules turnCost=1 | --compare-scenario file.json] [--workers N]
// [--seed S] [--json out.json] [--out dir] [--budget normal=40]. Bad input: a message naming it.
import { isBotLevel, type BotLevel, type Budget } from '../../bots/index';

export interface LabArgs {
  scenario: string;
  games: number;
  bots: [BotLevel, BotLevel];
  rules: Record<string, unknown>;
  /** A second variant to compare with: other rule options, or another scenario (file or bundled id). */
  compareRules?: Record<string, unknown>;
  compareScenario?: string;
  workers: number;
  seed: number;
  json?: string;
  out: string;
  budget: Partial<Record<BotLevel, Budget>>;
}

export const USAGE = 'usage: npm run balance -- --scenario <id|file.json> [--games N] [--bots A,B] [--rules key=value,…] [--compare-rules key=value,… | --compare-scenario <id|file.json>] [--workers N] [--seed S] [--json out.json] [--out dir] [--budget level=iterations,…]';

/** "turnCost=2,reactions=off": values read as JSON when they parse (numbers, true, null), else as text. */
export function parseRules(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const part of text.split(',').filter(Boolean)) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new Error(`--rules: "${part}" is not key=value`);
    const raw = part.slice(eq + 1);
    let value: unknown = raw;
    try { value = JSON.parse(raw); } catch { /* text */ }
    out[part.slice(0, eq)] = value;
  }
  return out;
}

const whole = (flag: string, v: string, min: number): number => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new Error(`${flag}: "${v}" is not a whole number ≥ ${min}`);
  return n;
};

export function parseArgs(argv: readonly string[], cores: number): LabArgs {
  const a: LabArgs = { scenario: 'open-sea', games: 100, bots: ['easy', 'easy'], rules: {}, workers: Math.max(1, cores), seed: 1, out: 'balance-out', budget: {} };
  for (let k = 0; k < argv.length; k++) {
    const flag = argv[k];
    const v = argv[k + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value\n${USAGE}`);
    k++;
    switch (flag) {
      case '--scenario': a.scenario = v; break;
      case '--games': a.games = whole(flag, v, 1); break;
      case '--bots': {
        const bots = v.split(',');
        if (bots.length !== 2 || !bots.every(isBotLevel)) throw new Error(`--bots: "${v}" must be two of random, easy, normal, hard (e.g. normal,easy)`);
        a.bots = bots as [BotLevel, BotLevel];
        break;
      }
      case '--rules': Object.assign(a.rules, parseRules(v)); break;
      case '--compare-rules': a.compareRules = { ...(a.compareRules ?? {}), ...parseRules(v) }; break;
      case '--compare-scenario': a.compareScenario = v; break;
      case '--workers': a.workers = whole(flag, v, 1); break;
      case '--seed': a.seed = whole(flag, v, 0); break;
      case '--json': a.json = v; break;
      case '--out': a.out = v; break;
      case '--budget':
        for (const [level, n] of Object.entries(parseRules(v))) {
          if (!isBotLevel(level) || typeof n !== 'number') throw new Error(`--budget: "${level}=${String(n)}" must be level=iterations`);
          a.budget[level] = { iterations: n };
        }
        break;
      default: throw new Error(`unknown option ${flag}\n${USAGE}`);
    }
  }
  if (a.compareRules && a.compareScenario) throw new Error('compare either rules (--compare-rules) or scenarios (--compare-scenario), not both');
  return a;
}

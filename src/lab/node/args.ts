// The balance CLI's arguments (src/lab/README.md). Bad input: a message naming it.
import { isBotLevel, type BotLevel, type Budget } from '../../bots/index';

export interface LabArgs {
  scenario: string;
  games: number;
  /** The bot pairs played: --bots A,B, or --levels L1,L2 (each level against itself). */
  levels: [BotLevel, BotLevel][];
  rules: Record<string, unknown>;
  /** A second variant to compare with: other rule options, or another scenario (file or bundled id). */
  compareRules?: Record<string, unknown>;
  compareScenario?: string;
  /** A comparison plays every game instead of stopping once decided. */
  playAll: boolean;
  workers: number;
  seed: number;
  json?: string;
  out: string;
  records?: string;
  shard: { index: number; count: number };
  budget: Partial<Record<BotLevel, Budget>>;
}

export const USAGE = `usage: npm run balance -- --scenario <id|file.json> [--games N] [--bots A,B | --levels L1,L2] [--rules key=value,…]
                        [--compare-rules key=value,… | --compare-scenario <id|file.json>] [--play-all] [--workers N] [--seed S]
                        [--records file.jsonl] [--shard i/n | --shards n (index from JOB_COMPLETION_INDEX)] [--json out.json]
                        [--out dir] [--budget level=iterations,…]
       npm run balance -- merge <records.jsonl>… [--json out.json]`;

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
  if (!/^-?\d+$/.test(v.trim()) || !Number.isSafeInteger(n) || n < min) throw new Error(`${flag}: "${v}" is not a whole number ≥ ${min}`);
  return n;
};

const levels = (flag: string, v: string): BotLevel[] => {
  const list = v.split(',');
  if (list.length !== 2 || !list.every(isBotLevel)) throw new Error(`${flag}: "${v}" must be two of random, easy, normal, hard (e.g. normal,easy)`);
  return list as BotLevel[];
};

/** The shard: --shard i/n (1-based), or --shards n with Kubernetes' JOB_COMPLETION_INDEX (0-based) for i. */
function shardOf(explicit: string | undefined, count: number | undefined, env: Record<string, string | undefined>): { index: number; count: number } {
  if (explicit !== undefined) {
    const m = /^(\d+)\/(\d+)$/.exec(explicit);
    if (!m) throw new Error(`--shard: "${explicit}" is not i/n (e.g. 2/8)`);
    const [index, n] = [Number(m[1]), Number(m[2])];
    if (n < 1 || index < 1 || index > n) throw new Error(`--shard ${explicit}: the shard index must be 1 to ${n} (and n ≥ 1)`);
    return { index, count: n };
  }
  const job = env.JOB_COMPLETION_INDEX;
  if (count === undefined) return { index: 1, count: 1 };
  if (job === undefined) throw new Error(`--shards ${count}: which shard? Set JOB_COMPLETION_INDEX (0-based, as a Kubernetes Indexed Job does) or give --shard i/${count}`);
  const k = Number(job);
  if (!/^\d+$/.test(job) || k >= count) throw new Error(`JOB_COMPLETION_INDEX=${job} is out of range for ${count} shards (0 to ${count - 1})`);
  return { index: k + 1, count };
}

export function parseArgs(argv: readonly string[], cores: number, env: Record<string, string | undefined> = {}): LabArgs {
  const a: LabArgs = { scenario: 'open-sea', games: 100, levels: [['easy', 'easy']], rules: {}, playAll: false, workers: Math.max(1, cores), seed: 1, out: 'balance-out', shard: { index: 1, count: 1 }, budget: {} };
  let shard: string | undefined, shards: number | undefined, bots = false, lv = false;
  for (let k = 0; k < argv.length; k++) {
    const flag = argv[k];
    if (flag === '--play-all') { a.playAll = true; continue; }
    const v = argv[k + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value\n${USAGE}`);
    k++;
    switch (flag) {
      case '--scenario': a.scenario = v; break;
      case '--games': a.games = whole(flag, v, 1); break;
      case '--bots': { const [x, y] = levels(flag, v); a.levels = [[x, y]]; bots = true; break; }
      case '--levels': a.levels = levels(flag, v).map((l) => [l, l] as [BotLevel, BotLevel]); lv = true; break;
      case '--rules': Object.assign(a.rules, parseRules(v)); break;
      case '--compare-rules': a.compareRules = { ...(a.compareRules ?? {}), ...parseRules(v) }; break;
      case '--compare-scenario': a.compareScenario = v; break;
      case '--workers': a.workers = whole(flag, v, 1); break;
      case '--seed': a.seed = whole(flag, v, 0); break;
      case '--json': a.json = v; break;
      case '--out': a.out = v; break;
      case '--records': a.records = v; break;
      case '--shard': shard = v; break;
      case '--shards': shards = whole(flag, v, 1); break;
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
  if (bots && lv) throw new Error('--bots and --levels both choose the bots: give one (--levels normal,hard plays normal vs normal and hard vs hard)');
  a.shard = shardOf(shard, shards, env);
  return a;
}

/** `merge FILE… [--json out.json]`. */
export function parseMergeArgs(argv: readonly string[]): { files: string[]; json?: string } {
  const files: string[] = [];
  let json: string | undefined;
  for (let k = 0; k < argv.length; k++) {
    if (argv[k] === '--json') {
      json = argv[++k];
      if (json === undefined) throw new Error(`--json needs a value\n${USAGE}`);
    } else if (argv[k].startsWith('--')) throw new Error(`merge: unknown option ${argv[k]}\n${USAGE}`);
    else files.push(argv[k]);
  }
  if (!files.length) throw new Error(`merge: name the records files to merge\n${USAGE}`);
  return { files, ...(json ? { json } : {}) };
}

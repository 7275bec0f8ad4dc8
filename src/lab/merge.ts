// Records from several files (the shards of one run, from as many machines) merged into one run's
// records: refused, with the file and line named, when a file is of another format, rules version,
// scenario or run, when shards repeat or are missing, when a line is truncated or is not a game of its
// shard, or when the records stop before the run's end. Nothing is merged silently.
import { RULES_VERSION } from '../engine/index';
import { inShard, seatsOf, seedOf } from './plan';
import { readLine, runLine, type GameRecord, type RunLine } from './record';
import { RunWalk } from './report';

export interface RecordsFile { name: string; text: string }

/** Read one file: its run line and its games (throws "FILE:LINE: why"). */
export function readRecords(file: RecordsFile, rulesVersion = RULES_VERSION): { run: RunLine; games: { record: GameRecord; line: number }[] } {
  const lines = file.text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (!lines.length) throw new Error(`${file.name}: empty (a records file starts with its run line)`);
  const run = readLine(lines[0], file.name, 1) as RunLine;
  if (run.rulesVersion !== rulesVersion) throw new Error(`${file.name}:1: records played under rules version ${run.rulesVersion}; this game plays version ${rulesVersion} (records from another version of the game)`);
  if (run.shard.index > run.shard.count) throw new Error(`${file.name}:1: shard ${run.shard.index}/${run.shard.count} is out of range (1 to ${run.shard.count})`);
  const games = lines.slice(1).map((text, k) => {
    const line = k + 2;
    const record = readLine(text, file.name, line);
    if (record.kind !== 'game') throw new Error(`${file.name}:${line}: a second run line`);
    const { variants, levels, games: total } = run;
    const where = `${file.name}:${line}:`;
    if (record.variant >= variants.length || record.level >= levels.length || record.index >= total) throw new Error(`${where} game ${record.index} of variant ${record.variant}, level ${record.level} is not in this run (${variants.length} variant(s), ${levels.length} level(s), ${total} games)`);
    if (!inShard(record.index, run.shard)) throw new Error(`${where} game ${record.index} belongs to another shard than ${run.shard.index}/${run.shard.count}`);
    const planned = seatsOf(record.index, levels[record.level]).seats;
    if (record.seed !== seedOf(run.seed, record.index, levels[record.level]) || record.seats.blue !== planned.blue || record.seats.red !== planned.red) throw new Error(`${where} game ${record.index} was played with seed ${record.seed} (${record.seats.blue} vs ${record.seats.red}), not as this run plans it`);
    return { record, line };
  });
  return { run, games };
}

/** Why two run lines are not of one run, in a designer's words. */
export function difference(a: RunLine, b: RunLine): string {
  const scen = (r: RunLine) => r.variants.map((v) => v.scenario).join(' / ');
  if (scen(a) !== scen(b)) return `another scenario (${scen(b)}, not ${scen(a)})`;
  if (a.variants.some((v, k) => v.scenarioHash !== b.variants[k]?.scenarioHash)) return 'the same scenario id but a changed scenario';
  if (a.format !== b.format) return `records of format ${b.format}, not ${a.format}`;
  const fields = (['variants', 'levels', 'games', 'seed', 'budget', 'sequential'] as const).filter((f) => JSON.stringify(a[f]) !== JSON.stringify(b[f]));
  if (a.shard.count !== b.shard.count) fields.push('shard count' as never);
  return `another run (its ${fields.join(', ') || 'fingerprint'} differ${fields.length === 1 ? 's' : ''})`;
}

/** Merge the files of one run: its run line (shard 1/1) and a complete walk of its games. */
export function mergeRecords(files: readonly RecordsFile[], rulesVersion = RULES_VERSION): { run: RunLine; walk: RunWalk } {
  if (!files.length) throw new Error('merge: name at least one records file');
  const read = files.map((f) => ({ name: f.name, ...readRecords(f, rulesVersion) }));
  const first = read[0];
  const shardFile = new Map<number, string>();
  for (const f of read) {
    if (f.run.run !== first.run.run || f.run.shard.count !== first.run.shard.count) throw new Error(`${f.name}:1: not a shard of the run in ${first.name}: ${difference(first.run, f.run)}`);
    const seen = shardFile.get(f.run.shard.index);
    if (seen) throw new Error(`${f.name}:1: shard ${f.run.shard.index}/${f.run.shard.count} again (also in ${seen})`);
    shardFile.set(f.run.shard.index, f.name);
  }
  const count = first.run.shard.count;
  const missing = Array.from({ length: count }, (_, k) => k + 1).filter((i) => !shardFile.has(i));
  if (missing.length) throw new Error(`merge: shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} of the run in ${first.name} missing`);
  const run = runLine({ ...first.run, shard: { index: 1, count: 1 } });
  if (run.run !== first.run.run) throw new Error(`${first.name}:1: a damaged run line (its fingerprint ${first.run.run} does not match its fields)`);
  const walk = new RunWalk(run);
  for (const f of read) for (const g of f.games) if (!walk.add(g.record)) throw new Error(`${f.name}:${g.line}: game ${g.record.index} of variant ${g.record.variant}, level ${g.record.level} again`);
  if (!walk.complete) {
    const lacking = walk.next;
    throw new Error(`merge: the records stop before the run's end: game ${lacking} (shard ${Math.floor(lacking / 2) % count + 1}/${count}, ${shardFile.get(Math.floor(lacking / 2) % count + 1)}) is missing — an interrupted run?`);
  }
  return { run, walk };
}

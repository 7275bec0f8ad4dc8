// A progress bar on stderr: games done, games/s and the time left (redrawn in place on a terminal, a
// line per 10 % otherwise).
export const clock = (secs: number): string => {
  if (!Number.isFinite(secs)) return '?';
  const s = Math.round(secs);
  return s >= 3600 ? `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min` : s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
};

export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr): (done: number, total: number) => void {
  const t0 = Date.now();
  let lastDecile = -1;
  return (done, total) => {
    const frac = total ? done / total : 1;
    const width = 30;
    const filled = Math.round(frac * width);
    const secs = (Date.now() - t0) / 1000;
    const rate = secs > 0 ? done / secs : 0;
    const left = rate > 0 ? (total - done) / rate : Infinity;
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${rate.toFixed(2)} games/s, ${done === total ? `${clock(secs)} in all` : `${clock(left)} left`}`;
    if (stream.isTTY) stream.write(`\r${line}${done === total ? '\n' : ''}`);
    else if (Math.floor(frac * 10) !== lastDecile || done === total) { lastDecile = Math.floor(frac * 10); stream.write(`${line}\n`); }
  };
}

// A progress bar on stderr (redrawn in place on a terminal, a line per 10 % otherwise).
export function progressBar(total: number, label: string, stream: NodeJS.WriteStream = process.stderr): (done: number) => void {
  const t0 = Date.now();
  let lastDecile = -1;
  return (done: number) => {
    const frac = total ? done / total : 1;
    const width = 30;
    const filled = Math.round(frac * width);
    const secs = (Date.now() - t0) / 1000;
    const rate = secs > 0 ? done / secs : 0;
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${rate.toFixed(1)} games/s`;
    if (stream.isTTY) stream.write(`\r${line}${done === total ? '\n' : ''}`);
    else if (Math.floor(frac * 10) !== lastDecile || done === total) { lastDecile = Math.floor(frac * 10); stream.write(`${line}\n`); }
  };
}

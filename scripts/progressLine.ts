/**
 * Build progress for a long step: on a terminal one line that rewrites itself (done / total, rate,
 * ETA; only done and rate when the total is not known up front); in CI (or piped) nothing until the
 * single summary line.
 */
export function createProgressLine(
  label: string,
  total: number | undefined,
  stream: NodeJS.WriteStream = process.stdout,
  inCi = process.env.CI === 'true',
) {
  const started = performance.now();
  const live = stream.isTTY === true && !inCi;
  let done = 0;
  let lastDraw = Number.NEGATIVE_INFINITY;

  const rate = () => done / Math.max((performance.now() - started) / 1000, 1e-3);

  return {
    tick(count = 1) {
      done += count;
      const now = performance.now();
      if (!live || (now - lastDraw < 100 && (total === undefined || done < total))) return;
      lastDraw = now;
      if (total === undefined) {
        stream.write(`\r${label} ${done}  ${rate().toFixed(1)}/s   `);
        return;
      }
      const eta = rate() > 0 ? (total - done) / rate() : 0;
      stream.write(`\r${label} ${done}/${total}  ${rate().toFixed(1)}/s  ETA ${eta.toFixed(0)}s   `);
    },
    finish(summary: string) {
      if (live) stream.write('\r\x1b[K');
      const seconds = (performance.now() - started) / 1000;
      stream.write(`${label}: ${summary} in ${seconds.toFixed(1)}s\n`);
    },
  };
}

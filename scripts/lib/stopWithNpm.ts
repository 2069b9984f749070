// Long-running scripts (npm start, npm run serve, npm run cms) stop when the npm that started them does.

/**
 * Calls `stop` on Ctrl+C or a kill, and when this process is orphaned: killing the PID `npm run serve &` printed
 * stops npm and the shell it ran the script in, and this process, run straight by `node` (not through tsx's wrapper,
 * whose own parent would stay), is handed to another parent. Polled, as no event says so; the timer never keeps the
 * process alive. Plain `node` in package.json, not the shell's `exec`, so the scripts run on Windows too.
 */
export function stopWithNpm(stop: () => void): void {
  const parent = process.ppid;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 500).unref();
}

// Serves build/ the way GitHub Pages does, for the bench and Lighthouse.
import { spawn } from 'node:child_process';

export async function serveBuild(port = 4180) {
  const server = spawn('npx', ['docusaurus', 'serve', '--port', String(port), '--no-open'], {
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => process.kill(-server.pid) };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(-server.pid);
  throw new Error(`docusaurus serve did not answer on ${url}`);
}

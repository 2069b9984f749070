// npm start: Docusaurus's development server, stopped with the npm that started it (scripts/lib/stopWithNpm.ts).
//   node --import tsx scripts/start.ts [docusaurus start's options]
import { spawn } from 'node:child_process';
import { stopWithNpm } from './lib/stopWithNpm';

const server = spawn(
  process.execPath,
  [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'start', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
server.on('exit', (code) => process.exit(code ?? 0));
stopWithNpm(() => server.kill('SIGTERM'));

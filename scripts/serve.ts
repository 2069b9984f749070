// npm run serve, and the page tests' server: the build served as GitHub Pages serves it (plugins/shared/serveBuild.ts).
//   tsx scripts/serve.ts [folder=build] [--port 3000] [--base /]
import path from 'node:path';
import { serveBuild } from '../plugins/shared/serveBuild';
import { stopWithNpm } from './lib/stopWithNpm';

const args = process.argv.slice(2);
// The last one wins, so `npm run serve -- --port 3300` overrides any default a script passes.
const option = (name: string) => {
  const index = args.lastIndexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
};
const folder = args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--')) ?? 'build';
const port = Number(option('port') ?? 3000);
const base = option('base') ?? '/';

// tsx runs this file as CommonJS (the package is not "type": "module"), so no top-level await.
serveBuild(port, path.resolve(folder), base).then(
  (server) => {
    console.log(`Serving ${folder}/ at ${server.url}${base} as GitHub Pages would. Ctrl+C stops it.`);
    stopWithNpm(() => process.exit(0));
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

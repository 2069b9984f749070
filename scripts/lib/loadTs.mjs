// Imports one of the site's TypeScript data modules from a plain Node script
// (the build steps run before any bundler): each module and its relative
// imports are transpiled with the project's TypeScript into a temporary folder.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const folder = mkdtempSync(path.join(tmpdir(), 'site-data-'));
process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
const done = new Set();

function transpile(file) {
  const absolute = path.resolve(file);
  const target = path.join(folder, `${path.relative(process.cwd(), absolute).replace(/[\\/]/g, '__')}.mjs`);
  if (done.has(absolute)) return target;
  done.add(absolute);
  let { outputText } = ts.transpileModule(readFileSync(absolute, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  outputText = outputText.replace(/from '(\.{1,2}\/[^']+)'/g, (_, specifier) => {
    const dependency = path.resolve(path.dirname(absolute), `${specifier}.ts`);
    return `from '${pathToFileURL(transpile(dependency)).href}'`;
  });
  writeFileSync(target, outputText);
  return target;
}

export async function loadTsModule(file) {
  return import(pathToFileURL(transpile(file)).href);
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Every built page, the redirect pages and the 404 among them, is valid HTML
 * by the Nu HTML Checker (the W3C validator's engine, from the vnu-jar
 * package). It parses HTML as browsers do, so the minifier's omitted end
 * tags (`</li>`, `</p>`) are not reported, as a stricter linter would.
 */
const build = path.join(__dirname, '../../build');
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Known gaps in the checker, not errors in the page: `line-clamp` (CSS
 * Overflow Level 4, in the Docusaurus theme's author styles, inlined into the
 * page as critical CSS) is missing from its CSS grammar.
 */
const checkerGaps = [/^CSS: “line-clamp”: Property “line-clamp” doesn't exist\.$/];

type NuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string };

test('every built page is valid HTML (Nu HTML Checker)', () => {
  test.setTimeout(120_000);
  const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  // A page with no <title> goes in with the site: its error proves the checker ran and can fail.
  const control = path.join(mkdtempSync(path.join(tmpdir(), 'html-check-')), 'control.html');
  writeFileSync(control, '<!DOCTYPE html><html lang="en-GB"><head></head><body><p>Control</p></body></html>');
  const args = ['-jar', vnuJar, '--errors-only', '--skip-non-html', '--format', 'json', build, control];
  const run = spawnSync(java, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    throw new Error(
      `The HTML check runs the Nu HTML Checker on Java 11 or later, and ${java} did not start (${run.error.message}). ` +
        'Install one (Debian: apt-get install -y default-jre-headless) or set JAVA_HOME.',
    );
  }
  const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
  const errors = messages.filter(
    (message) =>
      (message.type === 'error' || message.subType === 'fatal') &&
      !checkerGaps.some((gap) => gap.test(message.message)),
  );
  const where = (message: NuMessage) => new URL(message.url!).pathname;
  expect(errors.filter((message) => where(message) === control).map((message) => message.message)).toEqual([
    expect.stringMatching(/missing a required instance of child element “title”/),
  ]);
  const pageErrors = errors
    .filter((message) => where(message) !== control)
    .map((message) => `${path.relative(build, where(message))}:${message.lastLine}: ${message.message}`);
  expect(pageErrors).toEqual([]);
});

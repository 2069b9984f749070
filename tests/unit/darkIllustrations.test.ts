import { readdirSync, readFileSync } from 'node:fs';
import { darkIllustration, darkTwinPath, illustrationFolder } from '../../scripts/lib/darkIllustration';

/** Every illustration has an up-to-date dark twin: `npm run illustrations:dark` writes them. */
const names = readdirSync(illustrationFolder).filter((name) => name.endsWith('.svg'));

describe('dark-mode illustrations', () => {
  it('finds the illustrations', () => {
    expect(names.length).toBeGreaterThan(0);
  });

  it.each(names)('%s has a dark twin generated from its current drawing', (name) => {
    const expected = darkIllustration(readFileSync(`${illustrationFolder}/${name}`, 'utf8'));
    expect(readFileSync(darkTwinPath(name), 'utf8')).toBe(expected);
  });

  it('refuses a drawing without the pale panel it darkens', () => {
    expect(() => darkIllustration('<svg xmlns="http://www.w3.org/2000/svg"/>')).toThrow(/no pale panel/);
  });
});

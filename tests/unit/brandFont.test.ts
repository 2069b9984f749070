import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandFontFile, fallbackFontFace } from '../../plugins/brand-font';

/**
 * The headings' font stack (src/css/brandFont.css) names the family @fontsource/manrope's own rule declares, then the
 * fallback plugins/brand-font works out from the shipped file, so an upgrade that renames either fails here.
 */
const ours = readFileSync(path.join(__dirname, '../../src/css/brandFont.css'), 'utf8');
const packageRule = readFileSync(require.resolve('@fontsource/manrope/latin-700.css'), 'utf8');

test("the headings name the package's family first, then the fallback the plugin writes", async () => {
  const family = /font-family:\s*'([^']+)'/.exec(packageRule)![1]!;
  expect(packageRule).toContain(path.basename(brandFontFile));
  const stack = /font-family:\s*([^;]+);/
    .exec(ours)![1]!
    .split(',')
    .map((name) => name.trim().replace(/'/g, ''));
  expect(stack.slice(0, 2)).toEqual([family, 'Manrope Fallback']);
  expect(await fallbackFontFace()).toContain('font-family:"Manrope Fallback"');
});

test('the fallback is Arial Bold sized to the brand file: ascent, descent and size within a fifth of Arial', async () => {
  const face = await fallbackFontFace();
  const percent = (name: string) => parseFloat(new RegExp(`${name}:([\\d.]+)%`).exec(face)![1]!);
  expect(face).toMatch(/src:local\("Arial Bold"\),local\("Arial-BoldMT"\),local\("Liberation Sans Bold"\)/);
  // Manrope Bold's average letter is about as wide as Arial Bold's, and it stands a little taller.
  expect(percent('size-adjust')).toBeGreaterThan(90);
  expect(percent('size-adjust')).toBeLessThan(110);
  expect(percent('ascent-override')).toBeGreaterThan(90);
  expect(percent('descent-override')).toBeGreaterThan(20);
  expect(percent('line-gap-override')).toBe(0);
});

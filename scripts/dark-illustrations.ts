// Writes the dark-mode twin of every service illustration:
//   npm run illustrations:dark   → static/img/services/dark/*.svg
// Run it after changing an illustration; a unit test fails until you do.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { darkIllustration, darkTwinPath, illustrationFolder } from './lib/darkIllustration';

mkdirSync(`${illustrationFolder}/dark`, { recursive: true });
const files = readdirSync(illustrationFolder).filter((name) => name.endsWith('.svg'));
for (const name of files) {
  writeFileSync(darkTwinPath(name), darkIllustration(readFileSync(`${illustrationFolder}/${name}`, 'utf8')));
}
console.log(`${files.length} dark illustrations in ${illustrationFolder}/dark/`);

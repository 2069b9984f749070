/**
 * The deploy workflow's guard: sample identity and evidence values are never
 * published as a real firm's unless the repository variable says this is a
 * demonstration. Exits 1 with a GitHub Actions error otherwise.
 */
import { demonstrationDeployVariable, deployRefusal, sampleValues } from '../src/data/demonstration';

const refusal = deployRefusal(sampleValues, process.env[demonstrationDeployVariable]);
if (refusal) {
  console.error(`::error::${refusal}`);
  process.exit(1);
}
console.log(
  sampleValues.length
    ? `Publishing a demonstration with ${sampleValues.length} sample values (${demonstrationDeployVariable} is "true").`
    : 'No sample values: publishing.',
);

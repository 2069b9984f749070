/**
 * The deploy workflow's guard: samples of any kind (identity, evidence,
 * content) are never published as a real firm's unless the repository
 * variable says this is a demonstration. Exits 1 with a GitHub Actions error otherwise.
 */
import { demonstrationDeployVariable, deployRefusal, sampleNames, samples } from '../src/data/demonstration';

const refusal = deployRefusal(samples, process.env[demonstrationDeployVariable]);
if (refusal) {
  console.error(`::error::${refusal}`);
  process.exit(1);
}
const count = sampleNames(samples).length;
console.log(
  count
    ? `Publishing a demonstration with ${count} samples (${demonstrationDeployVariable} is "true").`
    : 'No samples: publishing.',
);

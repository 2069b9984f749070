/** The deploy's guard: samples are never published unless the repository says this is a demonstration. */
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

import { companySamples } from './company';
import { evidenceSamples } from './evidence';

/**
 * Whether the site still shows sample identity or evidence values, and what
 * it tells visitors while it does. docusaurus.config.ts turns this into the
 * theme's announcement bar on every page; scripts/check-samples.ts refuses a
 * deploy unless the repository allows a demonstration.
 */
export const sampleValues: readonly string[] = [
  ...companySamples.map((name) => `company.${name}`),
  ...evidenceSamples.map((name) => `evidence.${name}`),
];

export const demonstrationNotice =
  'A demonstration site: its company, registration, certificate and contact details are samples.';

/** The repository variable that allows a deploy while samples remain. */
export const demonstrationDeployVariable = 'ALLOW_DEMONSTRATION_DEPLOY';

/**
 * Why a deploy must stop, or undefined when it may go ahead: real values
 * everywhere, or samples with the repository's explicit permission.
 */
export function deployRefusal(samples: readonly string[], allowed: string | undefined): string | undefined {
  if (samples.length === 0 || allowed === 'true') return undefined;
  return (
    `Refusing to publish sample values as real: ${samples.join(', ')}. ` +
    `Replace them in src/data/company.ts and src/data/evidence.ts and remove their names from companySamples and evidenceSamples, ` +
    `or set the repository variable ${demonstrationDeployVariable} to "true" to publish a demonstration (README, "Configuration").`
  );
}

import type { ReactNode } from 'react';
import { formatWithin, responseTargets, type ResponseTargetKey } from '@site/src/data/serviceLevels';

/** The service-level fields of `<Company show="…" />`: a target ("within …") or the reason for it. */
export type ServiceLevelField = `within.${ResponseTargetKey}` | `why.${ResponseTargetKey}`;

export const serviceLevelFields: readonly ServiceLevelField[] = (
  Object.keys(responseTargets) as ResponseTargetKey[]
).flatMap((key) => [`within.${key}`, `why.${key}`] as const);

/** `<Company show="within.…" />` for a page that prints only service levels, so it carries no other company facts. */
export default function CompanyServiceLevel({ show }: { show: ServiceLevelField }): ReactNode {
  if (!serviceLevelFields.includes(show)) {
    // Markdown is not type-checked: fail the build with the bad name rather than print nothing.
    throw new Error(`<Company show="${show}" />: unknown service level. Use one of: ${serviceLevelFields.join(', ')}`);
  }
  const [kind, key] = show.split('.') as ['within' | 'why', ResponseTargetKey];
  return kind === 'within' ? formatWithin(key) : responseTargets[key].why;
}

import type { ReactNode } from 'react';
import type { PhoneNumber } from '@site/src/data/company';

/** `tel:` and `mailto:` links as plain anchors: Docusaurus's Link would open them in a new tab. */
type Props = { className?: string; children?: ReactNode } & ({ phone: PhoneNumber } | { email: string; href?: string });

export default function ContactLink(props: Props): ReactNode {
  const href = 'phone' in props ? `tel:${props.phone.e164}` : (props.href ?? `mailto:${props.email}`);
  const text = 'phone' in props ? props.phone.display : props.email;
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- see above
    <a href={href} className={props.className}>
      {props.children ?? text}
    </a>
  );
}

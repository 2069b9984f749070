import type { AnchorHTMLAttributes } from 'react';

export default function Link({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  return <a href={to} {...rest} />;
}

import type { HTMLAttributes } from 'react';

export default function Heading({ as: Tag, ...rest }: HTMLAttributes<HTMLHeadingElement> & { as: 'h1' | 'h2' | 'h3' }) {
  return <Tag {...rest} />;
}

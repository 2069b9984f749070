// THEME-COMPONENT: replaces CodeBlock of @docusaurus/theme-classic 3.10.2, whose source hashed 02872fb480f9 (npm run swizzle:diff; UPGRADING.md).
import type { ReactNode } from 'react';
import clsx from 'clsx';

/** Plain code blocks: the site shows no code, so Prism is not loaded (plugins/no-prism). */
export default function CodeBlock({ children, className }: { children: ReactNode; className?: string }): ReactNode {
  return (
    <pre className={clsx('theme-code-block', className)} tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

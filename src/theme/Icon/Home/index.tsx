// THEME-COMPONENT: replaces Icon/Home of @docusaurus/theme-classic 3.10.2, whose source hashed d32a7edb74c6 (npm run swizzle:diff; UPGRADING.md).
import type { ReactNode } from 'react';
import type { Props } from '@theme/Icon/Home';

/** The breadcrumb's house, hidden from assistive technology: its link is named "Home page". */
export default function IconHome(props: Props): ReactNode {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <path
        d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
        fill="currentColor"
      />
    </svg>
  );
}

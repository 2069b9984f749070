// THEME-COMPONENT: replaces Icon/Close of @docusaurus/theme-classic 3.10.2, whose source hashed 7ca689762ef8 (npm run swizzle:diff; UPGRADING.md).
import type { ReactNode } from 'react';
import type { Props } from '@theme/Icon/Close';

/** The theme's cross, hidden from assistive technology: every button that shows it is named ("Close navigation bar"). */
export default function IconClose({
  width = 21,
  height = 21,
  color = 'currentColor',
  strokeWidth = 1.2,
  className: _className,
  ...rest
}: Props): ReactNode {
  return (
    <svg viewBox="0 0 15 15" width={width} height={height} aria-hidden="true" {...rest}>
      <g stroke={color} strokeWidth={strokeWidth}>
        <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
      </g>
    </svg>
  );
}

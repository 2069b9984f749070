import type { ReactNode } from 'react';

/**
 * A Markdown partial a component shows (the enquiry form's privacy notice):
 * Docusaurus's MDX loader compiles it in the build, where the page tests read
 * it; a unit test renders the component around it.
 */
export default function MarkdownPartial(): ReactNode {
  return null;
}

import { Fragment, type ReactNode } from 'react';
import Link from '@docusaurus/Link';

/** A sentence with `[words](name)` links rendered to `links[name]`; a name with no address throws, stopping the build. */
export default function LinkedSentence({ text, links }: { text: string; links: Record<string, string> }): ReactNode {
  const parts = text.split(/\[([^\]]+)\]\(([a-zA-Z]+)\)/);
  return parts.map((part, index) => {
    // split() with two groups: text, words, name, text, words, name, …, text.
    if (index % 3 === 0) return <Fragment key={index}>{part}</Fragment>;
    if (index % 3 === 2) return null;
    const name = parts[index + 1]!;
    const to = links[name];
    if (!to) throw new Error(`LinkedSentence: "${text}" links "${part}" to "${name}", which has no address`);
    return (
      <Link key={index} to={to}>
        {part}
      </Link>
    );
  });
}

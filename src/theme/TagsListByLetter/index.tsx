// THEME-COMPONENT: replaces TagsListByLetter of @docusaurus/theme-classic 3.10.2, whose source hashed d47663ce9338 (npm run swizzle:diff; UPGRADING.md).
import type { ReactNode } from 'react';
import Tag from '@theme/Tag';
import Heading from '@theme/Heading';
import type { Props } from '@theme/TagsListByLetter';
import { tagsByLetter, type LetterEntry } from './tagsByLetter';
import styles from './styles.module.css';

/*
 * The theme's list of tags by letter (ejected from @docusaurus/theme-classic
 * 3.10.2), changed in one place: the letters and tags are put in order by
 * ./tagsByLetter.ts, not the theme's `listTagsByLetters`, which sorts with
 * `localeCompare` while the page hydrates (see that file).
 */
function TagLetterEntryItem({ letterEntry }: { letterEntry: LetterEntry }): ReactNode {
  return (
    <article>
      <Heading as="h2" id={letterEntry.letter}>
        {letterEntry.letter}
      </Heading>
      <ul className="padding--none">
        {letterEntry.tags.map((tag) => (
          <li key={tag.permalink} className={styles.tag}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
      <hr />
    </article>
  );
}

export default function TagsListByLetter({ tags }: Props): ReactNode {
  return (
    <section className="margin-vert--lg">
      {tagsByLetter(tags).map((letterEntry) => (
        <TagLetterEntryItem key={letterEntry.letter} letterEntry={letterEntry} />
      ))}
    </section>
  );
}

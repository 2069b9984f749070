import { Fragment, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { usePolicyDocumentLinks } from '@site/src/utils/useContentIndex';

/** Joins items as British prose does: "a, b and c". */
function joinedAsProse(items: readonly ReactNode[]): ReactNode[] {
  return items.map((item, index) => (
    <Fragment key={index}>
      {index > 0 && (index === items.length - 1 ? ' and ' : ', ')}
      {item}
    </Fragment>
  ));
}

/**
 * Every document we publish, linked, in the Policies menu's order: a sentence that says which documents we publish
 * prints this, so a new or retired policy changes it by itself (the content lint refuses a typed list).
 */
export default function DocumentList(): ReactNode {
  const links = usePolicyDocumentLinks();
  return joinedAsProse(
    links.map((link) => (
      <Link key={link.to} to={link.to}>
        {link.label}
      </Link>
    )),
  );
}

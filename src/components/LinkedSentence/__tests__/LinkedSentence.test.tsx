/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import LinkedSentence from '..';
import { searchCopy, searchRoutes } from '@site/src/data/search';

describe('a sentence with named links', () => {
  it('reads as the whole sentence, each link at its address', () => {
    const { container } = render(
      <p>
        <LinkedSentence text={searchCopy.noResultsHelp} links={searchRoutes} />
      </p>,
    );
    expect(container.textContent).toBe(searchCopy.noResultsHelp.replace(/\[([^\]]+)\]\([a-zA-Z]+\)/g, '$1'));
    expect(screen.getByRole('link', { name: 'frequently asked questions' }).getAttribute('href')).toBe(
      searchRoutes.faqIndex,
    );
    expect(screen.getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe(searchRoutes.contact);
  });

  it('stops on a link name with no address, naming it', () => {
    expect(() => render(<LinkedSentence text="See [our FAQs](faqs)." links={{ faq: '/faq' }} />)).toThrow(
      /links "our FAQs" to "faqs", which has no address/,
    );
  });
});

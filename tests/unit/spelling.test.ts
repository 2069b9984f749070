import type { ContentIndex } from '../../src/data/content';
import { contentSlugs } from '../../scripts/lib/spelling';

describe('the spelling check', () => {
  it("accepts every document's, FAQ page's and post's address, retired ones too, and no empty address", () => {
    const content = {
      policies: [{ slug: '/aiusepolicy' }, { slug: '/mainpolicy' }],
      retired: [{ slug: '/giftspolicy' }],
      faqs: [{ slug: '/' }, { slug: '/itsupport' }],
      retiredFaqs: [{ slug: '/socialmedia' }],
      posts: [{ slug: 'rugged-ai-apps-dubai-warehouses' }],
    } as unknown as ContentIndex;
    expect(contentSlugs(content)).toEqual([
      'aiusepolicy',
      'giftspolicy',
      'itsupport',
      'mainpolicy',
      'rugged-ai-apps-dubai-warehouses',
      'socialmedia',
    ]);
  });
});

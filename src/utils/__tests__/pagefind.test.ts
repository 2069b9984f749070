import { searchSite } from '../pagefind';

/** A Pagefind stand-in whose searches finish when the test says, recording how many run at once. */
function fakeEngine() {
  const searched: string[] = [];
  const finishers: (() => void)[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const api = {
    options: async () => undefined,
    init: async () => undefined,
    search: (query: string) => {
      searched.push(query);
      active += 1;
      mostAtOnce = Math.max(mostAtOnce, active);
      return new Promise<{ results: [] }>((resolve) =>
        finishers.push(() => {
          active -= 1;
          resolve({ results: [] });
        }),
      );
    },
  };
  return { api, searched, finishers, mostAtOnce: () => mostAtOnce };
}

const limits = { pages: 6, sections: 3 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('searchSite', () => {
  it('runs one search at a time: a later query waits for the one before it', async () => {
    const engine = fakeEngine();
    const first = searchSite(engine.api, 'ex', limits);
    await settle();
    const second = searchSite(engine.api, 'executive', limits);
    await settle();
    expect(engine.searched).toEqual(['ex']);
    engine.finishers.shift()!();
    await expect(first).resolves.toEqual({ total: 0, pages: [] });
    await settle();
    expect(engine.searched).toEqual(['ex', 'executive']);
    engine.finishers.shift()!();
    await expect(second).resolves.toEqual({ total: 0, pages: [] });
    expect(engine.mostAtOnce()).toBe(1);
  });

  it('skips a search that a newer one overtook while it waited', async () => {
    const engine = fakeEngine();
    const queries = ['e', 'ex', 'exe'].map((query) => searchSite(engine.api, query, limits));
    await settle();
    expect(engine.searched).toEqual(['exe']);
    engine.finishers.shift()!();
    const [e, ex, exe] = await Promise.all(queries);
    expect([e?.superseded, ex?.superseded, exe?.superseded]).toEqual([true, true, undefined]);
  });

  it('shows an excerpt once: the page keeps none its sections show, and a section none an earlier one shows', async () => {
    const same = 'We hold <mark>Cyber Essentials</mark> Plus';
    const api = {
      options: async () => undefined,
      init: async () => undefined,
      search: async () => ({
        results: [
          {
            data: async () => ({
              url: '/compliance/',
              excerpt: same,
              meta: { title: 'Procurement and compliance' },
              sub_results: [
                {
                  title: 'Evidence',
                  url: '/compliance/#evidence',
                  excerpt: same,
                  locations: [1],
                  weighted_locations: [],
                },
                {
                  title: 'Certificates',
                  url: '/compliance/#certificates',
                  excerpt: same,
                  locations: [2],
                  weighted_locations: [],
                },
                {
                  title: 'Other',
                  url: '/compliance/#other',
                  excerpt: 'Other words',
                  locations: [3],
                  weighted_locations: [],
                },
              ],
            }),
          },
        ],
      }),
    };
    const found = await searchSite(api as never, 'cyber essentials', limits);
    const [page] = found!.pages;
    const shown = [page!.excerpt, ...page!.sections.map((section) => section.excerpt)].filter(Boolean);
    expect(shown).toEqual([...new Set(shown)]);
    expect(shown).toContain(same);
    expect(shown).toContain('Other words');
  });
});

// Labels for "Insights and case studies" (the blog at /insights). The posts
// themselves are Markdown in blog/; see EDITING.md, "Insights posts and case studies".

export const blogCopy = {
  title: 'Insights and case studies',
  description:
    'Delivered projects and practical guidance on UK procurement, carbon reduction, data protection, cyber security and rugged AI apps.',
  sidebarTitle: 'Recent posts',
  /** The home page section of the newest case studies. */
  recentWorkHeading: 'Recent work',
  recentWorkIntro: 'Our newest projects: what we did and what changed.',
  readCaseStudy: 'Read the case study',
  allPosts: 'All insights and case studies',
  /** The listings of subjects and of authors, and the links back to them. */
  tagsLead: 'Every subject we write about, with the number of posts on each.',
  allTags: 'All subjects',
  authorsLead:
    'The people who write our insights and case studies; each is on our About page with their qualifications.',
  /** A case study's facts for a bid panel, on its card and at the top of the post. */
  caseStudy: {
    outcome: 'Outcome:',
    client: 'Client',
    clientOnRequest: 'named to shortlisted buyers',
    sector: 'Sector',
    value: 'Contract value (excluding VAT)',
    duration: 'Duration',
    reference: 'Reference',
    referenceAvailable: 'available to shortlisted buyers',
    referenceNone: 'not available',
  },
  allAuthors: 'All authors',
  /** The footer column that shows the newest UAE and UK case studies. */
  footerHeading: 'Recent work',
  /** Shown above each footer teaser, so a reader knows where the client is whatever the post says. */
  footerRegion: { UAE: 'Client in the UAE', UK: 'Client in the UK' },
  /** A post's reading time, beside its date: the theme's estimate, rounded up. */
  readingTime: (minutes: number) => `${Math.max(1, Math.ceil(minutes))} min read`,
} as const;

/** How many case studies the home page shows. */
export const recentWorkCount = 3;

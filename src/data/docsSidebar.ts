// Words of the documents' sidebar, kept apart from ./navigation.ts, which every page loads: only docs pages need them.

/** The name of the documents' sidebar, a complementary landmark: its own navigation is the theme's "Docs sidebar". */
export const docsSidebarLabel = 'Documents in this section';

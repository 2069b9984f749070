import { createContext, type ReactNode } from 'react';

/** The docs root's breadcrumbs, for the page's title band (../Root gives them, ../Item and ../PolicyItem show them). */
export const DocsBreadcrumbs = createContext<ReactNode>(null);

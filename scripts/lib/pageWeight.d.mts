import type { Browser } from '@playwright/test';

type Totals = { raw: number; gzip: number; files: number };
export function pageWeight(
  browser: Browser,
  url: string,
): Promise<{ html: Totals; js: Totals; css: Totals; other: Totals }>;
export function kib(bytes: number): string;

import type { LaunchOptions } from '@playwright/test';

export function chromiumExecutable(): string;
export function chromiumLaunchOptions(): LaunchOptions;
export const headlessChromiumFlags: string[];

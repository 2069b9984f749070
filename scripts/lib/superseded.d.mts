import type { SupersededName } from '../../src/data/superseded';

export type Finding = { file: string; line: number; message: string };
export function findSupersededNames(file: string, text: string, names: readonly SupersededName[]): Finding[];

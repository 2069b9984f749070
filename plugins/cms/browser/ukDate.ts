/** The editor's dates typed day first (a browser's picker may be month first), kept as YYYY-MM-DD for the build. */

const ukDay = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/;
const isoDay = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/;

/** The day as YYYY-MM-DD if it is a real one ("31/02/2026" is not). */
function realDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : undefined;
}

/** The day as YYYY-MM-DD when it is a whole, real date; otherwise the text as typed, which the field's rule refuses. */
export function fromTyped(text: string): string {
  const uk = ukDay.exec(text);
  const iso = isoDay.exec(text);
  const day = uk
    ? realDay(Number(uk[3]), Number(uk[2]), Number(uk[1]))
    : iso
      ? realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]))
      : undefined;
  return day ?? text;
}

/** How the form shows a kept value: 2026-11-25 as 25/11/2026; anything else as it is. */
export function toShown(value: unknown): string {
  if (typeof value !== 'string') return '';
  const iso = isoDay.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/** The field's name in the configuration (plugins/cms/fields.ts) and the registry (admin.ts). */
export const ukDateWidget = 'uk-date';

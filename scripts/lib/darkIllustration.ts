// The dark-mode twin of a service illustration: the same drawing on a navy
// panel instead of a pale blue one, so it does not glare as a white box on a
// dark page. Only the panel changes: its gradient and its pale halo.
const panelTop = '#16325a';
const panelBottom = '#0e2140';

export const illustrationFolder = 'static/img/services';

/** Where the dark twin of `static/img/services/x.svg` lives: `static/img/services/dark/x.svg`. */
export const darkTwinPath = (name: string) => `${illustrationFolder}/dark/${name}`;

export function darkIllustration(svg: string): string {
  const panel = svg.replace(
    /(<linearGradient id="[a-z]+-bg"[^>]*>)<stop offset="0" stop-color="#[0-9a-f]+"\/><stop offset="1" stop-color="#[0-9a-f]+"\/>/i,
    `$1<stop offset="0" stop-color="${panelTop}"/><stop offset="1" stop-color="${panelBottom}"/>`,
  );
  const halo = panel.replace(
    /(<circle [^>]*r="1\d\d") fill="#fff" opacity="\.6"\/>/,
    '$1 fill="#ffffff" opacity=".07"/>',
  );
  if (panel === svg || halo === panel) throw new Error('The illustration has no pale panel and halo to darken.');
  return halo;
}

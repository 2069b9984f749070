// `npm run lint:content`: Markdown shows service levels through <Company show="…" />, never types them.

export type Finding = { file: string; line: number; message: string };

/** Time limits the law sets, allowed where `context` matches. Add one only with its primary source. */
export type LegalTimeLimit = { name: string; duration: RegExp; context: RegExp; source: string };

export const legalTimeLimits: readonly LegalTimeLimit[] = [
  {
    name: 'Reporting a personal data breach to the ICO',
    duration: /^(72|seventy-two) hours$/i,
    context: /\b(ICO|Information Commissioner|regulator|breach)/i,
    source: 'https://www.legislation.gov.uk/eur/2016/679/article/33',
  },
  {
    name: 'Answering a data protection rights request, and extending the time',
    duration: /^(one|a|1) month$|^(two|2) (further )?months$/i,
    context: /\b(request|subject access|rights?)\b/i,
    source: 'https://www.legislation.gov.uk/eur/2016/679/article/12',
  },
  {
    name: 'Acknowledging a data protection complaint',
    duration: /^(30|thirty) days$/i,
    context: /\bcomplain/i,
    source: 'https://www.legislation.gov.uk/ukpga/2018/12/section/164A',
  },
];

const number =
  '\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty-eight|seventy-two';
/** "4 business hours", "15–30 minutes", "two working days", "an hour", "24/7". */
const durationPattern = new RegExp(
  `\\b(?:(?:${number})(?:\\s*(?:–|-|to)\\s*(?:${number}))?|(?<=\\b(?:within|in|under|inside|than)\\s)an?)\\s+(?:working\\s+|business\\s+|calendar\\s+)?(?:minutes?|hours?|days?|weeks?|months?)\\b|\\b24\\/7\\b`,
  'gi',
);
const answering =
  /\b(answer(s|ed|ing)?|respon(d|ds|ded|ding|se|ses)|repl(y|ies|ied|ying)|acknowledg(e|es|ed|ing|ement|ements))\b/i;
/** "8:00 to 18:30", "8am–6pm", "9.30am until 5pm": a side needs a colon or am/pm to be a time. */
const clockRange =
  /\b(\d{1,2}(?:[:.][0-5]\d)?\s*(?:am|pm)?)\s*(?:to|–|-|until)\s*(\d{1,2}(?:[:.][0-5]\d)?\s*(?:am|pm)?)(?![\d%])/gi;
const isClockTime = (text: string) => /[:.]|am|pm/i.test(text);

/** Sentences of one Markdown line: a table row stays whole. */
function sentences(line: string): string[] {
  if (line.trimStart().startsWith('|')) return [line];
  return line.split(/(?<=[.!?])\s+(?=[A-Z<*_[(\d])/);
}

/** Lines an editor writes as prose: front matter other than title and description, and code, are skipped. */
function proseLines(text: string): { line: number; text: string }[] {
  const lines = text.split(/\r?\n/);
  const result: { line: number; text: string }[] = [];
  let inFrontMatter = lines[0]?.trim() === '---';
  let inCode = false;
  lines.forEach((content, index) => {
    if (index === 0 && inFrontMatter) return;
    if (inFrontMatter) {
      if (content.trim() === '---') inFrontMatter = false;
      else if (/^(title|description):/.test(content)) result.push({ line: index + 1, text: content });
      return;
    }
    if (/^\s*(```|~~~)/.test(content)) {
      inCode = !inCode;
      return;
    }
    if (!inCode) result.push({ line: index + 1, text: content });
  });
  return result;
}

const advice =
  'show it from src/data/serviceLevels.ts with <Company show="…" /> (docs/maintaining/editing-reference.md, "Service levels")';

/** Every service level typed into a Markdown page instead of shown from the data. */
export function findTypedServiceLevels(
  file: string,
  text: string,
  limits: readonly LegalTimeLimit[] = legalTimeLimits,
): Finding[] {
  const findings: Finding[] = [];
  for (const { line, text: content } of proseLines(text)) {
    for (const sentence of sentences(content)) {
      for (const match of sentence.matchAll(clockRange)) {
        if (!isClockTime(match[1]!) && !isClockTime(match[2]!)) continue;
        findings.push({ file, line, message: `"${match[0].trim()}" types opening hours: ${advice}` });
      }
      if (!answering.test(sentence)) continue;
      for (const match of sentence.matchAll(durationPattern)) {
        const duration = match[0].replace(/\s+/g, ' ');
        const legal = limits.some((limit) => limit.duration.test(duration) && limit.context.test(sentence));
        if (legal) continue;
        findings.push({
          file,
          line,
          message: `"${duration}" in a sentence about answering types a service level: ${advice}`,
        });
      }
    }
  }
  return findings;
}

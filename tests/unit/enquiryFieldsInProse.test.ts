import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder, isMarkdown } from '../../scripts/lib/files';
import { enquiryFields, enquiryFieldsInProse } from '../../src/data/enquiryForm';

/**
 * Which enquiry details are required is the form's to say (src/data/enquiryForm.ts);
 * the privacy notices print it with `<Company show="enquiryRequired" />` and
 * `enquiryOptional`. A sentence that types it by hand drifts when the form changes
 * (UK GDPR Art. 13(2)(e)), so this finds any.
 */
const root = path.join(__dirname, '../..');
const contentFolders = ['docs/policies', 'docs/faq', 'blog', 'src/pages'];

/** The Markdown files of a folder, as paths from the repository root. */
const markdownFiles = (folder: string) =>
  filesUnder(path.join(root, folder), isMarkdown).map((file) => path.relative(root, file));

const requirementWord = /\b(?:required|optional|compulsory|mandatory)\b/i;
/** Each field as prose names it and as its label does, without the label's "(optional)". */
const fieldNames = enquiryFields.flatMap((field) => [
  field.inProse.replace(/^(?:your|a|the) /, ''),
  field.label.replace(/ \(optional\)$/, '').toLowerCase(),
]);
const countedDetails = /\b(?:one|two|three|four|five|six|\d+)\s+(?:required|compulsory|mandatory|optional)\b/i;

/** The sentences of a file that state by hand which enquiry details are required, with their lines. */
function handTypedRequirements(markdown: string): { line: number; sentence: string }[] {
  const found: { line: number; sentence: string }[] = [];
  markdown.split('\n').forEach((text, index) => {
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      const lower = sentence.toLowerCase();
      const namesAField = fieldNames.some((name) => lower.includes(name));
      if ((requirementWord.test(sentence) && namesAField) || countedDetails.test(sentence)) {
        found.push({ line: index + 1, sentence });
      }
    }
  });
  return found;
}

describe('which enquiry details are required', () => {
  it('is printed from the form, never typed by hand in Markdown', () => {
    const typed = contentFolders
      .flatMap(markdownFiles)
      .flatMap((file) =>
        handTypedRequirements(readFileSync(path.join(root, file), 'utf8')).map(
          ({ line, sentence }) => `${file}:${line}: ${sentence}`,
        ),
      );
    expect(typed).toEqual([]);
  });

  it('finds a hand-typed statement, and lets the printed one through', () => {
    expect(handTypedRequirements('- your message (optional).')).toHaveLength(1);
    expect(handTypedRequirements('Our form asks for just three required details.')).toHaveLength(1);
    expect(handTypedRequirements('Nothing else is compulsory: the phone number is there to help.')).toHaveLength(1);
    expect(handTypedRequirements('To reply we need <Company show="enquiryRequired" />.')).toEqual([]);
  });

  it('lists the required and optional fields as the form marks them', () => {
    for (const field of enquiryFields) {
      expect(enquiryFieldsInProse(field.required)).toContain(field.inProse);
      expect(enquiryFieldsInProse(!field.required)).not.toContain(field.inProse);
    }
    expect(enquiryFieldsInProse(true, enquiryFields.slice(0, 2))).toBe('your name and your email address');
  });
});

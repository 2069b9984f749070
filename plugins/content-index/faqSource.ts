import { createSlugger } from '@docusaurus/utils';

/**
 * Reads the questions of an FAQ page from its Markdown body, the same way the
 * build does: a question is a `## ` heading, its id is the slug Docusaurus
 * gives that heading. Fenced code is skipped so a `##` inside it is not
 * taken for a question.
 */
export type FaqQuestionSource = { question: string; id: string; answer: string; line: number };

export function faqQuestions(body: string): FaqQuestionSource[] {
  const slugger = createSlugger();
  const questions: FaqQuestionSource[] = [];
  let inFence = false;
  body.split('\n').forEach((line, index) => {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      const text = heading[2]!;
      const id = slugger.slug(text);
      if (level === 2) questions.push({ question: text, id, answer: '', line: index + 1 });
      return;
    }
    const current = questions.at(-1);
    if (current) current.answer = `${current.answer}\n${line}`.trim();
  });
  return questions;
}

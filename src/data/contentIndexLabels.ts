// Labels of the FAQ and policy indexes, which list the Markdown pages themselves.
export const faqIndexLabels = {
  questionCount: (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`,
} as const;

export const policyIndexLabels = {
  readMore: 'Read more',
  readMoreLabel: (title: string) => `Read more: ${title}`,
} as const;

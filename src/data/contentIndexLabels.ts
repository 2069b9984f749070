// Labels of the policy and FAQ indexes (`<DocIndex of="…" />`), which list the Markdown pages themselves.
export const docIndexLabels = {
  questionCount: (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`,
  policyStatus: (version: string, reviewed: string) => `Version ${version}, reviewed ${reviewed}`,
} as const;

/**
 * What visitors search for, each with the page that answers it, chosen from the content, not the ranking. When an
 * editor moves an answer, move its query with it.
 */
export type SearchQuery = {
  query: string;
  answeredOn: string;
  /** Where a buyer must find it, at the latest: the evidence a tender asks for is never below this place. */
  within?: number;
};

export const searchQueries: readonly SearchQuery[] = [
  // The evidence a buyer looks for by name (issue 77): the hub, where the certificate is evidenced, in the first three;
  // the plan itself first, before the pages about it (the `searchMeta` fields of src/data/search.ts).
  { query: 'cyber essentials', answeredOn: '/compliance/', within: 3 },
  { query: 'carbon reduction plan', answeredOn: '/policies/carbonreductionplan/', within: 1 },
  { query: 'WCAG', answeredOn: '/faq/webdesigning/', within: 5 },
  // Acronyms and scheme names a buyer types.
  { query: 'PECR', answeredOn: '/policies/cookiespolicy/' },
  { query: 'MFA', answeredOn: '/faq/cybersecurity/' },
  { query: 'RPO', answeredOn: '/policies/bcms/' },
  { query: 'Scope 3', answeredOn: '/faq/carbonreduction/' },
  { query: 'SLA', answeredOn: '/faq/itsupport/' },
  { query: 'UK GDPR', answeredOn: '/policies/dataprotectionpolicy/' },
  { query: 'Net Zero', answeredOn: '/faq/carbonreduction/' },
  { query: 'ISO 27001', answeredOn: '/faq/cloudstorage/' },
  { query: 'ISO 22301', answeredOn: '/policies/bcms/' },
  { query: 'ISO 9001', answeredOn: '/policies/qmspolicy/' },
  { query: 'Cyber Essentials Plus', answeredOn: '/faq/cybersecurity/' },
  { query: 'PPN 006', answeredOn: '/faq/carbonreduction/' },
  { query: 'GHG Protocol', answeredOn: '/faq/carbonreduction/' },
  { query: 'SECR', answeredOn: '/policies/carbonreductionplan/' },
  { query: 'CAP Code', answeredOn: '/faq/socialmedia/' },
  { query: 'ASA', answeredOn: '/faq/socialmedia/' },
  { query: 'DevOps', answeredOn: '/faq/cloudcomputing/' },
  { query: 'VPN', answeredOn: '/faq/cloudstorage/' },
  { query: 'WCAG', answeredOn: '/accessibility/' },
  { query: 'WCAG 2.2 AA website', answeredOn: '/faq/webdesigning/' },
  { query: 'Flutter', answeredOn: '/faq/development/' },
  { query: 'OWASP', answeredOn: '/faq/development/' },
  { query: 'Kotlin', answeredOn: '/faq/development/' },
  { query: 'ERP', answeredOn: '/faq/development/' },
  { query: 'CRM', answeredOn: '/faq/development/' },
  { query: 'AWS', answeredOn: '/faq/cloudcomputing/' },
  { query: 'Kubernetes', answeredOn: '/faq/cloudcomputing/' },
  { query: 'Secure Score', answeredOn: '/faq/cybersecurity/' },
  { query: 'SSL', answeredOn: '/faq/webdesigning/' },
  { query: 'e-commerce', answeredOn: '/faq/webdesigning/' },
  { query: 'Equality Act', answeredOn: '/accessibility/' },
  { query: 'Crown Commercial Service', answeredOn: '/faq/carbonreduction/' },
  { query: 'Data (Use and Access) Act', answeredOn: '/insights/data-protection-complaints-duty/' },
  { query: 'Google Workspace', answeredOn: '/faq/cloudstorage/' },
  // Topics named in a word or two.
  { query: 'ransomware', answeredOn: '/faq/cybersecurity/' },
  { query: 'phishing', answeredOn: '/faq/cybersecurity/' },
  { query: 'penetration testing', answeredOn: '/faq/cybersecurity/' },
  { query: 'subject access request', answeredOn: '/policies/dataprotectionpolicy/' },
  { query: 'modern slavery', answeredOn: '/policies/modernslaverypolicy/' },
  { query: 'business continuity', answeredOn: '/policies/bcms/' },
  { query: 'quality management', answeredOn: '/policies/qmspolicy/' },
  { query: 'acceptable use', answeredOn: '/policies/acceptableusagepolicy/' },
  { query: 'terms of use', answeredOn: '/policies/termsofuse/' },
  { query: 'carbon offsets', answeredOn: '/faq/carbonreduction/' },
  { query: 'baseline year', answeredOn: '/faq/carbonreduction/' },
  { query: 'influencer', answeredOn: '/faq/socialmedia/' },
  { query: 'LinkedIn', answeredOn: '/faq/socialmedia/' },
  { query: 'content calendar', answeredOn: '/faq/socialmedia/' },
  { query: 'paid social', answeredOn: '/faq/socialmedia/' },
  // Questions in plain words.
  { query: 'how long does it take to build a website', answeredOn: '/faq/webdesigning/' },
  { query: 'who owns the source code', answeredOn: '/faq/development/' },
  { query: 'how much does cloud storage cost', answeredOn: '/faq/cloudstorage/' },
  { query: 'where is our data stored', answeredOn: '/faq/cloudstorage/' },
  { query: 'can you work with our in-house IT staff', answeredOn: '/faq/itsupport/' },
  { query: 'can the app work offline', answeredOn: '/faq/development/' },
  { query: 'how quickly do you respond', answeredOn: '/faq/itsupport/' },
  { query: 'what to do after a data breach', answeredOn: '/faq/cybersecurity/' },
  { query: 'how do you use my personal data', answeredOn: '/policies/privacypolicy/' },
];

/**
 * The components a Markdown page may use without an import (each is
 * documented in EDITING.md), and the module each comes from. The remark
 * plugin beside this file imports a component into the pages that use it,
 * so a page's script carries only its own components: an FAQ page does not
 * load the policy panel, the company tables or the PDF link.
 */
export const markdownComponents = {
  Approval: '@site/src/components/Approval',
  BadgeList: '@site/src/components/BadgeList',
  BrowserStorageTable: '@site/src/components/BrowserStorageTable',
  Company: '@site/src/components/Company',
  ContactBanner: '@site/src/components/ContactBanner',
  DocIndex: '@site/src/components/DocIndex',
  FaqIntro: '@site/src/components/FaqIntro',
  FaqQuestion: '@site/src/components/FaqQuestion',
  FaqStructuredData: '@site/src/components/FaqStructuredData',
  HeadlineStats: '@site/src/components/HeadlineStats',
  InsuranceCertificate: '@site/src/components/InsuranceCertificate',
  KeyFacts: '@site/src/components/KeyFacts',
  PdfDownload: '@site/src/components/PdfDownload',
  People: '@site/src/components/People',
  ServiceCards: '@site/src/components/ServiceCards',
  // Placed by plugins/page-prose on a page's prose; editors write Markdown headings.
  PageHeader: '@site/src/components/PageHeader',
  Section: '@site/src/components/Section',
  Regulation: '@site/src/components/Regulation',
  // Placed by plugins/policy-details on every policy; editors do not type it.
  PolicyDetails: '@site/src/components/DocPolicyDetails',
} as const;

/**
 * A smaller module for a component, used when every use on a page fits it:
 * `<Company show="within.enquiry" />` and `why.…` need only the service
 * levels, so a page that prints nothing else of the company (the contact
 * banner, on most pages) imports that. Keyed by component, each with the
 * `show` values it prints.
 */
export const leanerModules: Partial<Record<keyof typeof markdownComponents, { module: string; shows: RegExp }>> = {
  Company: { module: '@site/src/components/Company/ServiceLevel', shows: /^(within|why)\./ },
};

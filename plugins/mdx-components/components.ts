/**
 * The components a Markdown page may use without an import (EDITING.md), and each one's module. The remark plugin
 * imports each into the pages that use it, so a page's script carries only its own components.
 */
export const markdownComponents = {
  Approval: '@site/src/components/Approval',
  BadgeList: '@site/src/components/BadgeList',
  BrowserStorageTable: '@site/src/components/BrowserStorageTable',
  BuildingBlocks: '@site/src/components/BuildingBlocks',
  Company: '@site/src/components/Company',
  ContactBanner: '@site/src/components/ContactBanner',
  DocIndex: '@site/src/components/DocIndex',
  DocumentList: '@site/src/components/DocumentList',
  EmissionsTable: '@site/src/components/EmissionsTable',
  FaqIntro: '@site/src/components/FaqIntro',
  FaqQuestion: '@site/src/components/FaqQuestion',
  FaqStructuredData: '@site/src/components/FaqStructuredData',
  HeadlineStats: '@site/src/components/HeadlineStats',
  InsuranceCertificate: '@site/src/components/InsuranceCertificate',
  KeyFacts: '@site/src/components/KeyFacts',
  PdfDownload: '@site/src/components/PdfDownload',
  People: '@site/src/components/People',
  ServiceCards: '@site/src/components/ServiceCards',
  ServiceList: '@site/src/components/ServiceList',
  // Placed by plugins/page-prose on a page's prose; editors write Markdown headings.
  PageHeader: '@site/src/components/PageHeader',
  Section: '@site/src/components/Section',
  Regulation: '@site/src/components/Regulation',
} as const;

/** A smaller module for a component when every use on a page fits it (a contact banner needs only the service levels). */
export const leanerModules: Partial<Record<keyof typeof markdownComponents, { module: string; shows: RegExp }>> = {
  Company: { module: '@site/src/components/Company/ServiceLevel', shows: /^(within|why)\./ },
};

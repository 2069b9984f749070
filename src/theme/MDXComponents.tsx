import MDXComponents from '@theme-original/MDXComponents';
import Company from '@site/src/components/Company';
import FaqIndex from '@site/src/components/FaqIndex';
import FaqIntro from '@site/src/components/FaqIntro';
import FaqQuestion from '@site/src/components/FaqQuestion';
import FaqStructuredData from '@site/src/components/FaqStructuredData';
import PolicyIndex from '@site/src/components/PolicyIndex';
import DocPolicyDetails from '@site/src/components/DocPolicyDetails';
import PdfDownload from '@site/src/components/PdfDownload';

/**
 * Components Markdown editors (and the FAQ remark plugin) may use without an
 * import. Each is documented in EDITING.md.
 */
export default {
  ...MDXComponents,
  Company,
  FaqIndex,
  FaqIntro,
  FaqQuestion,
  FaqStructuredData,
  PdfDownload,
  PolicyIndex,
  // Placed by plugins/policy-details on every policy; editors do not type it.
  PolicyDetails: DocPolicyDetails,
};

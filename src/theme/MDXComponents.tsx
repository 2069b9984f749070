import MDXComponents from '@theme-original/MDXComponents';
import Company from '@site/src/components/Company';
import DocIndex from '@site/src/components/DocIndex';
import FaqIntro from '@site/src/components/FaqIntro';
import FaqQuestion from '@site/src/components/FaqQuestion';
import FaqStructuredData from '@site/src/components/FaqStructuredData';
import DocPolicyDetails from '@site/src/components/DocPolicyDetails';
import PdfDownload from '@site/src/components/PdfDownload';

/**
 * Components Markdown editors (and the FAQ remark plugin) may use without an
 * import. Each is documented in EDITING.md.
 */
export default {
  ...MDXComponents,
  Company,
  DocIndex,
  FaqIntro,
  FaqQuestion,
  FaqStructuredData,
  PdfDownload,
  // Placed by plugins/policy-details on every policy; editors do not type it.
  PolicyDetails: DocPolicyDetails,
};

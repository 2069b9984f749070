// DOCUSAURUS-INTERNAL: utils-common-files. @docusaurus/utils-common's index, re-exported from the package's own files.
// Its index.js is CommonJS compiled with tslib's helpers, so the client bundle
// carried the whole of tslib on every page for one
// __importDefault. The files below need nothing else. A unit test fails when
// the package exports a name this list lacks (after an upgrade).
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';
export const blogPostContainerID = '__blog-post-container';

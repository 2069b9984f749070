import * as docusaurusUtils from '@docusaurus/utils';
import * as editorUtils from '../browser/docusaurusUtils';

// The editor gives an FAQ question its address by the build's rule only while these are the package's own functions.
test('the editor bundles the heading-id functions @docusaurus/utils exports, not copies', () => {
  expect(editorUtils.createSlugger).toBe(docusaurusUtils.createSlugger);
  expect(editorUtils.parseMarkdownHeadingId).toBe(docusaurusUtils.parseMarkdownHeadingId);
});

/** Text made safe for HTML the build writes (PDF headers, the tender pack, redirect pages, the editor's page). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

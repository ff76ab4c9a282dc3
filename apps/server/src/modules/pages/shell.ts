import { readFileSync } from 'node:fs';

// The built web app's index.html, read once at start-up and filled per page (docs/decisions/1301):
// the page's own head tags replace the default title and description, and the page's data goes
// before </body>. Everything written into it passes through the escapers below.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value, safe inside double quotes or between tags. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON for a `<script>` data block: no `<` can close the element or open a comment, and the result
 * is still JSON that parses to the same value.
 */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);

export interface Shell {
  /** The page: `head` where the default title was, `body` at the end of the body. */
  render(head: string, body: string): string;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/** Splits the template once, so a page costs two string concatenations. */
export function loadShell(file: string): Shell {
  let html = readFileSync(file, 'utf8').replace(DESCRIPTION, '');
  const HEAD = '\u0000head\u0000';
  const BODY = '\u0000body\u0000';
  if (TITLE.test(html)) html = html.replace(TITLE, HEAD);
  else if (/<\/head>/i.test(html)) html = html.replace(/<\/head>/i, `${HEAD}</head>`);
  else html = html.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => doctype + HEAD);
  html = /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${BODY}</body>`) : html + BODY;
  const [beforeHead, rest] = html.split(HEAD) as [string, string];
  const [between, after] = rest.split(BODY) as [string, string];
  return { render: (head, body) => beforeHead + head + between + body + after };
}

import MarkdownIt from "markdown-it";

/**
 * Staff-written Markdown to HTML for public pages. Raw HTML in the source is escaped (shown as text, never
 * run), and only http(s), mailto, tel and site-relative links survive: markdown-it drops javascript:, data:
 * and the rest (its validateLink), and this stricter check also refuses protocol-relative and odd schemes.
 * Links open in the same tab; off-site ones get rel="noopener noreferrer nofollow".
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const ALLOWED_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
markdown.validateLink = (url) => ALLOWED_LINK.test(url.trim());
// Images would let a notice pull in third-party content: shown as their alt text only.
markdown.disable(["image"]);

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx]!.attrGet("href") ?? "");
  if (/^https?:/i.test(href)) tokens[idx]!.attrSet("rel", "noopener noreferrer nofollow");
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/**
 * The Markdown as HTML. `lang` marks each top-level block with that language (an English text shown on a Hindi
 * page in place of a missing translation), so the marks survive the page cutting the HTML at its headings.
 */
export function renderMarkdown(source: string, options: { lang?: string } = {}): string {
  if (!options.lang) return markdown.render(source);
  const env = {};
  const tokens = markdown.parse(source, env);
  for (const token of tokens)
    if (token.level === 0 && token.block && token.nesting !== -1) token.attrSet("lang", options.lang);
  return markdown.renderer.render(tokens, markdown.options, env);
}

/** Plain text of the Markdown (for descriptions and board excerpts): markup removed, whitespace collapsed. */
export function markdownToText(source: string, max = 200): string {
  const html = markdown.render(source);
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

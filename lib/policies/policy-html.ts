import sanitizeHtml from 'sanitize-html';

/** Tags a policy document may use: text, headings, lists, links and tables; nothing active. */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'abbr',
  'code',
  'span',
  'div',
  'section',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const HEADING = /^h([1-6])$/;

/** Whitespace-insensitive, case-insensitive comparison of a heading with the page title. */
function sameText(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  return norm(a) === norm(b);
}

export type SanitizeOptions = {
  /**
   * The page's own title, already shown as its h1: a heading in the document that repeats it
   * is dropped, so the title is not shown twice.
   */
  title?: string;
};

/**
 * Makes stored policy HTML safe to render: only the tags above survive, with no event handlers,
 * styles or scripts (their content is dropped too); links keep http(s), mailto and tel targets,
 * and external ones open in a new tab without access to this page. Headings are shifted so the
 * document's highest level is h2, under the page's h1, keeping the outline in order.
 */
export function sanitizePolicyHtml(html: string, options: SanitizeOptions = {}): string {
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      abbr: ['title'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      ol: ['start', 'type'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:/i.test(attribs.href ?? '');
        const { target: _target, rel: _rel, ...rest } = attribs;
        return {
          tagName,
          attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
        };
      },
    },
    exclusiveFilter: (frame) =>
      !!options.title && HEADING.test(frame.tag) && sameText(frame.text, options.title),
  });
  return normaliseHeadings(clean);
}

/**
 * Shifts every heading by the same amount so the highest becomes h2. Safe as a text rewrite
 * because the input has been through the sanitizer: every literal "<" in it starts a tag.
 */
function normaliseHeadings(html: string): string {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
  if (!levels.length) return html;
  const shift = Math.min(...levels) - 2;
  if (shift === 0) return html;
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/g, (_m, slash: string, level: string) => {
    const next = Math.min(Math.max(Number(level) - shift, 2), 6);
    return `<${slash}h${next}`;
  });
}

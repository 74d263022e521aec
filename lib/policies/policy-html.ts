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

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  abbr: ['title'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'type'],
};
const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** The rules every policy HTML goes through, when it is saved and when it is rendered. */
const SAFE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ALLOWED_SCHEMES,
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
};

/**
 * Makes stored policy HTML safe to render: only the tags above survive, with no event handlers,
 * styles or scripts (their content is dropped too); links keep http(s), mailto and tel targets,
 * and external ones open in a new tab without access to this page. Headings are shifted so the
 * document's highest level is h2, under the page's h1, keeping the outline in order.
 */
export function sanitizePolicyHtml(html: string, options: SanitizeOptions = {}): string {
  const clean = sanitizeHtml(html, {
    ...SAFE,
    exclusiveFilter: (frame) =>
      !!options.title && HEADING.test(frame.tag) && sameText(frame.text, options.title),
  });
  return normaliseHeadings(clean);
}

/** A link target the rules keep: one of the schemes above, or none (a relative address). */
function keptHref(href: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\u0000-\u001F]/g, ''));
  if (!scheme) return !/^\s*\/\//.test(href);
  return ALLOWED_SCHEMES.includes(scheme[1]!.toLowerCase());
}

/**
 * Policy HTML as it is stored when an operator saves it: the same rules as rendering (the
 * document's own headings are left as written), and what the rules took out, each kind once
 * ("<script>", "onclick", "javascript: link"), for the operator to read.
 */
export function cleanPolicyHtml(html: string): { html: string; removed: string[] } {
  const removed = new Set<string>();
  const clean = sanitizeHtml(html, {
    ...SAFE,
    onOpenTag: (name, attribs) => {
      if (!ALLOWED_TAGS.includes(name)) {
        removed.add(`<${name}>`);
        return;
      }
      const allowed = ALLOWED_ATTRIBUTES[name] ?? [];
      for (const attribute of Object.keys(attribs)) {
        if (!allowed.includes(attribute)) removed.add(attribute);
      }
      if (name === 'a' && attribs.href !== undefined && !keptHref(attribs.href)) {
        const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(attribs.href)?.[1];
        removed.add(scheme ? `${scheme.toLowerCase()}: link` : 'link address');
      }
    },
  });
  return { html: clean, removed: [...removed] };
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

/** A web address in a plan's feature text: a word starting with http that parses as one. */
function asLink(word: string): string | null {
  if (!word.startsWith('http')) return null;
  try {
    const url = new URL(word);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A plan feature's text with its words starting with http turned into links. */
export function FeatureText({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\s+)/).map((part, index) => {
        const href = asLink(part);
        return href ? (
          <a
            key={index}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-brand-700 underline hover:text-brand-800"
          >
            {part}
          </a>
        ) : (
          part
        );
      })}
    </>
  );
}

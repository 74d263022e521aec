/**
 * The logo mark as plain SVG, beside the brand name in the site's header and footer and alone in
 * generated images (share image, touch icon), which cannot use CSS variables or the stylesheet.
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable={false}>
      <rect width="32" height="32" rx="7" fill="#9a2424" />
      <rect x="6" y="7" width="20" height="14" rx="2" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M16 21v4M11 25h10" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M13 10.5c-2 1.6-2 5.4 0 7M19 10.5c2 1.6 2 5.4 0 7M16 10v8"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

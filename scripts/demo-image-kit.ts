/*
 * The drawing helpers the demo images share (scripts/generate-demo-images.ts and
 * scripts/demo-practice-images.ts): seeded random numbers, greys, blurs and textures, the film's
 * side marker, ribs and lung markings.
 */

export const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export const grey = (v: number) => {
  const c = Math.max(0, Math.min(255, Math.round(v)));
  return `rgb(${c},${c},${c})`;
};

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const S = 1024;

/** Shared filters: blurs of several radii and two film/ultrasound textures. */
export const DEFS = `
<defs>
  <filter id="b1" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="1.2"/></filter>
  <filter id="b3" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>
  <filter id="b8" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="8"/></filter>
  <filter id="b16" x="-40%" y="-40%" width="180%" height="180%"><feGaussianBlur stdDeviation="16"/></filter>
  <filter id="b30" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="30"/></filter>
  <filter id="mottle" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="3" seed="7"/>
    <feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 0.55 -0.18"/>
    <feGaussianBlur stdDeviation="2"/>
  </filter>
  <filter id="speckle" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.09 0.18" numOctaves="2" seed="3"/>
    <feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 1.6 -0.62"/>
    <feGaussianBlur stdDeviation="0.8"/>
  </filter>
</defs>`;

export function svg(width: number, height: number, body: string, background = '#000'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${DEFS}<rect width="100%" height="100%" fill="${background}"/>${body}</svg>`;
}

export function sideMarker(x = 60, y = 90): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="44" font-weight="700" fill="#e8e8e8">R</text>`;
}

// ---------------------------------------------------------------------------------------------
// Radiographs
// ---------------------------------------------------------------------------------------------

export function ribs(side: -1 | 1, opacity: number): string {
  const out: string[] = [];
  for (let i = 0; i < 9; i++) {
    // Posterior ribs: arcs from the spine sweeping laterally and down.
    const y = 215 + i * 64;
    const x0 = 512 + side * 30;
    const x1 = 512 + side * (250 + Math.min(i, 5) * 20);
    const x2 = 512 + side * (270 + Math.min(i, 5) * 22);
    out.push(
      `<path d="M ${x0} ${y} C ${512 + side * 120} ${y - 48} ${x1} ${y - 30} ${x2} ${y + 40}" fill="none" stroke="${grey(235)}" stroke-opacity="${opacity}" stroke-width="17" stroke-linecap="round" filter="url(#b3)"/>`,
    );
    // Anterior ribs: fainter, sloping down towards the midline.
    if (i < 6)
      out.push(
        `<path d="M ${x2 - side * 10} ${y + 10} C ${512 + side * 230} ${y + 60} ${512 + side * 150} ${y + 110} ${512 + side * 90} ${y + 130}" fill="none" stroke="${grey(235)}" stroke-opacity="${opacity * 0.5}" stroke-width="13" stroke-linecap="round" filter="url(#b3)"/>`,
      );
  }
  return out.join('');
}

/** Vessels branching from a hilum, tapering towards the periphery. */
export function lungMarkings(
  hx: number,
  hy: number,
  side: -1 | 1,
  rand: () => number,
  opacity: number,
): string {
  const out: string[] = [];
  const branch = (
    x: number,
    y: number,
    angle: number,
    len: number,
    width: number,
    depth: number,
  ) => {
    const x2 = x + Math.cos(angle) * len;
    const y2 = y + Math.sin(angle) * len;
    const bend = (rand() - 0.5) * 0.5;
    const mx = x + Math.cos(angle + bend) * len * 0.5;
    const my = y + Math.sin(angle + bend) * len * 0.5;
    out.push(
      `<path d="M ${x.toFixed(1)} ${y.toFixed(1)} Q ${mx.toFixed(1)} ${my.toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}" fill="none" stroke="${grey(215)}" stroke-opacity="${opacity}" stroke-width="${width.toFixed(1)}" stroke-linecap="round" filter="url(#b3)"/>`,
    );
    if (depth > 0) {
      branch(x2, y2, angle - 0.35 - rand() * 0.2, len * 0.7, width * 0.65, depth - 1);
      branch(x2, y2, angle + 0.35 + rand() * 0.2, len * 0.7, width * 0.65, depth - 1);
    }
  };
  for (let i = 0; i < 7; i++) {
    // Fan the trunks from upward to downward, pointing laterally.
    const t = -1.25 + (i / 6) * 2.5 + (rand() - 0.5) * 0.2;
    const angle = side === 1 ? t : Math.PI - t;
    branch(hx, hy, angle, 70 + rand() * 40, 12, 2);
  }
  return out.join('');
}

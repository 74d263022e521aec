/*
 * Draws the demo images named by lib/platform/demo/content.ts and writes them as WebP under
 * public/demo/: stylised greyscale studies for the shorts, branded covers and thumbnails for the
 * videos and sessions, and avatars for the testimonial authors. The output is committed; run
 * again (`npx tsx scripts/generate-demo-images.ts`) only after changing the content or drawings.
 * Every drawing is deterministic (seeded pseudo-random numbers), so re-running gives equal files.
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  avatarPath,
  demoSessions,
  demoCaseCategories,
  demoTestimonials,
  demoVideos,
  sessionThumbnailPath,
  caseImagePath,
  videoCoverPath,
  videoThumbnailPath,
  type Study,
} from '../lib/platform/demo/content';
import {
  escapeXml,
  FONT,
  grey,
  hashString,
  lungMarkings,
  mulberry32,
  ribs,
  S,
  sideMarker,
  svg,
} from './demo-image-kit';
import { practiceFilmSvg, seriesSliceSvg } from './demo-practice-images';
import {
  practiceFilmImagePath,
  practiceFilmCategories,
  practiceLongCategory,
  seriesImagePath,
} from '../lib/platform/demo/practice-cases';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const BRAND = { 300: '#eeaaaa', 500: '#d14d4d', 700: '#9a2424', 800: '#7f2020', 950: '#3a0c0c' };

// ---------------------------------------------------------------------------------------------
// Radiographs
// ---------------------------------------------------------------------------------------------

function chestRadiograph(
  finding: Extract<Study, { kind: 'cxr' }>['finding'],
  rand: () => number,
): string {
  const shift = finding === 'right-pneumothorax' ? 40 : 0;
  const m = 512 + shift;
  const heart =
    finding === 'cardiomegaly' || finding === 'pericardial-effusion'
      ? finding === 'pericardial-effusion'
        ? `M ${m - 20} 420 C ${m - 250} 440 ${m - 290} 720 ${m - 220} 800 L ${m + 250} 800 C ${m + 320} 720 ${m + 260} 440 ${m + 30} 420 Z`
        : `M ${m - 40} 450 C ${m - 170} 500 ${m - 190} 700 ${m - 150} 790 L ${m + 270} 790 C ${m + 310} 700 ${m + 240} 540 ${m + 60} 450 Z`
      : `M ${m - 40} 485 C ${m - 100} 530 ${m - 105} 700 ${m - 85} 790 L ${m + 180} 790 C ${m + 205} 700 ${m + 150} 570 ${m + 45} 485 Z`;
  const lungPath = (side: -1 | 1) =>
    `M ${512 + side * 45} 205 C ${512 + side * 170} 175 ${512 + side * 300} 280 ${512 + side * 318} 520 C ${512 + side * 326} 650 ${512 + side * 318} 760 ${512 + side * 300} 830 C ${512 + side * 220} 760 ${512 + side * 120} 745 ${512 + side * 50} 790 Z`;
  const parts: string[] = [
    // Soft tissues of the torso and shoulders.
    `<path d="M 70 1024 L 95 250 C 120 160 270 120 420 112 L 604 112 C 754 120 904 160 929 250 L 954 1024 Z" fill="${grey(88)}" filter="url(#b16)"/>`,
    `<path d="${lungPath(-1)}" fill="${grey(finding === 'right-pneumothorax' ? 12 : 26)}" filter="url(#b16)"/>`,
    `<path d="${lungPath(1)}" fill="${grey(26)}" filter="url(#b16)"/>`,
  ];
  if (finding === 'right-pneumothorax') {
    parts.push(
      `<path d="M ${m - 60} 330 C ${m - 170} 360 ${m - 200} 520 ${m - 170} 640 C ${m - 130} 690 ${m - 70} 650 ${m - 55} 560 Z" fill="${grey(48)}" filter="url(#b8)"/>`,
      `<path d="M ${m - 60} 330 C ${m - 170} 360 ${m - 200} 520 ${m - 170} 640 C ${m - 130} 690 ${m - 70} 650 ${m - 55} 560" fill="none" stroke="${grey(215)}" stroke-opacity="0.85" stroke-width="3" filter="url(#b1)"/>`,
      lungMarkings(m - 70, 470, -1, rand, 0.1),
    );
  } else {
    parts.push(lungMarkings(m - 62, 470, -1, rand, 0.2));
  }
  parts.push(
    lungMarkings(m + 62, finding === 'lul-collapse' ? 430 : 460, 1, rand, 0.2),
    // Spine, upper mediastinum, trachea, aortic knuckle and hila.
    `<rect x="${m - 32}" y="110" width="64" height="760" rx="20" fill="${grey(120)}" opacity="0.7" filter="url(#b8)"/>`,
    `<path d="M ${m - 48} 150 L ${m + 52} 150 L ${m + 70} 480 L ${m - 62} 480 Z" fill="${grey(165)}" filter="url(#b8)"/>`,
    `<path d="M ${m - 12} 110 L ${m + 12} 110 L ${m + (finding === 'lul-collapse' ? 26 : 12)} 400 L ${m - (finding === 'lul-collapse' ? 2 : 12)} 400 Z" fill="${grey(55)}" filter="url(#b3)"/>`,
    `<circle cx="${m + 68}" cy="395" r="38" fill="${grey(190)}" filter="url(#b8)"/>`,
    `<ellipse cx="${m - 62}" cy="480" rx="30" ry="50" fill="${grey(150)}" opacity="0.8" filter="url(#b8)"/>`,
    `<ellipse cx="${m + 62}" cy="${finding === 'lul-collapse' ? 440 : 470}" rx="30" ry="50" fill="${grey(150)}" opacity="0.8" filter="url(#b8)"/>`,
    `<path d="${heart}" fill="${grey(200)}" filter="url(#b8)"/>`,
    // Hemidiaphragms and the abdomen below them (the right dome sits higher).
    `<path d="M 175 860 C 215 700 420 675 ${m} 795 C 620 710 810 715 850 875 L 870 1024 L 160 1024 Z" fill="${grey(168)}" filter="url(#b8)"/>`,
    `<ellipse cx="700" cy="850" rx="70" ry="40" fill="${grey(60)}" filter="url(#b16)"/>`,
    ribs(-1, 0.2),
    ribs(1, 0.2),
    // Clavicles and scapular edges.
    `<path d="M 130 240 C 260 205 370 225 ${m - 30} 245" fill="none" stroke="${grey(230)}" stroke-opacity="0.55" stroke-width="22" stroke-linecap="round" filter="url(#b3)"/>`,
    `<path d="M 894 240 C 764 205 654 225 ${m + 30} 245" fill="none" stroke="${grey(230)}" stroke-opacity="0.55" stroke-width="22" stroke-linecap="round" filter="url(#b3)"/>`,
    `<path d="M 150 300 C 200 400 210 500 190 560" fill="none" stroke="${grey(200)}" stroke-opacity="0.25" stroke-width="10" filter="url(#b3)"/>`,
    `<path d="M 874 300 C 824 400 814 500 834 560" fill="none" stroke="${grey(200)}" stroke-opacity="0.25" stroke-width="10" filter="url(#b3)"/>`,
  );

  switch (finding) {
    case 'lul-collapse':
      parts.push(
        `<path d="M 560 210 C 700 210 810 330 825 540 C 760 600 650 580 575 560 Z" fill="${grey(190)}" opacity="0.55" filter="url(#b30)"/>`,
        // Luftsichel: aerated lung outlining the aortic knuckle.
        `<path d="M 600 345 C 628 370 632 420 604 450" fill="none" stroke="${grey(12)}" stroke-width="12" filter="url(#b3)"/>`,
      );
      break;
    case 'cavitating-mass':
      parts.push(
        `<circle cx="330" cy="370" r="90" fill="${grey(205)}" opacity="0.9" filter="url(#b3)"/>`,
        `<path d="M 295 340 C 325 310 375 322 385 360 C 392 400 362 420 335 412 C 298 408 282 372 295 340 Z" fill="${grey(28)}" filter="url(#b1)"/>`,
      );
      break;
    case 'bhl':
      for (const [x, y, r] of [
        [440, 470, 46],
        [425, 525, 40],
        [586, 470, 44],
        [604, 525, 38],
        [462, 330, 34],
      ])
        parts.push(
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${grey(205)}" opacity="0.95" filter="url(#b8)"/>`,
        );
      break;
    case 'miliary':
      for (let i = 0; i < 1100; i++) {
        const side = rand() < 0.5 ? -1 : 1;
        const x = 512 + side * (70 + rand() * 240);
        const y = 230 + rand() * 480;
        parts.push(
          `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(2.5 + rand() * 1.5).toFixed(1)}" fill="${grey(225)}" opacity="0.4"/>`,
        );
      }
      break;
    case 'cardiomegaly':
      parts.push(
        `<ellipse cx="395" cy="500" rx="110" ry="150" fill="${grey(200)}" opacity="0.5" filter="url(#b30)"/>`,
        `<ellipse cx="629" cy="500" rx="110" ry="150" fill="${grey(200)}" opacity="0.5" filter="url(#b30)"/>`,
        `<path d="M 190 760 C 240 730 290 750 320 830 L 180 840 Z" fill="${grey(205)}" opacity="0.8" filter="url(#b16)"/>`,
        `<path d="M 834 770 C 784 740 734 760 704 840 L 844 850 Z" fill="${grey(205)}" opacity="0.8" filter="url(#b16)"/>`,
      );
      for (let i = 0; i < 5; i++)
        parts.push(
          `<line x1="198" y1="${680 + i * 16}" x2="238" y2="${682 + i * 16}" stroke="${grey(220)}" stroke-opacity="0.45" stroke-width="2"/>`,
        );
      break;
    case 'pneumoperitoneum':
      parts.push(
        `<path d="M 185 840 C 250 740 380 722 500 795 C 390 760 270 770 195 858 Z" fill="${grey(8)}" filter="url(#b1)"/>`,
        `<path d="M 838 855 C 778 760 660 742 525 805 C 650 775 760 782 832 872 Z" fill="${grey(8)}" filter="url(#b1)"/>`,
      );
      break;
    default:
      break;
  }
  parts.push(
    `<rect width="${S}" height="${S}" filter="url(#mottle)" opacity="0.18"/>`,
    sideMarker(),
  );
  return svg(S, S, parts.join(''));
}

function pelvisRadiograph(finding: Extract<Study, { kind: 'xr-pelvis' }>['finding']): string {
  const child = finding === 'sufe';
  const bone = grey(205);
  const parts: string[] = [
    `<rect x="40" y="60" width="944" height="964" rx="120" fill="${grey(70)}" filter="url(#b16)"/>`,
    // Iliac wings.
    `<path d="M 470 250 C 350 150 170 170 120 260 C 110 380 200 470 300 560 L 420 560 C 450 450 470 350 470 250 Z" fill="${bone}" opacity="0.8" filter="url(#b8)"/>`,
    `<path d="M 554 250 C 674 150 854 170 904 260 C 914 380 824 470 724 560 L 604 560 C 574 450 554 350 554 250 Z" fill="${bone}" opacity="0.8" filter="url(#b8)"/>`,
    // Sacrum and lumbar spine.
    `<path d="M 440 140 L 584 140 L 570 420 C 550 470 474 470 454 420 Z" fill="${grey(185)}" filter="url(#b8)"/>`,
    `<rect x="452" y="20" width="120" height="100" rx="18" fill="${grey(190)}" filter="url(#b8)"/>`,
    // Pubic rami with obturator foramina.
    `<path d="M 300 600 C 330 560 460 560 500 640 L 505 780 C 440 800 330 790 300 740 Z" fill="${bone}" opacity="0.85" filter="url(#b3)"/>`,
    `<path d="M 724 600 C 694 560 564 560 524 640 L 519 780 C 584 800 694 790 724 740 Z" fill="${bone}" opacity="0.85" filter="url(#b3)"/>`,
    `<ellipse cx="405" cy="690" rx="62" ry="52" fill="${grey(60)}" filter="url(#b3)"/>`,
    `<ellipse cx="619" cy="690" rx="62" ry="52" fill="${grey(60)}" filter="url(#b3)"/>`,
    `<rect x="505" y="640" width="14" height="150" fill="${grey(90)}" filter="url(#b1)"/>`,
  ];
  const femur = (side: -1 | 1, opts: { slip?: boolean; fracture?: boolean }) => {
    const cx = 512 + side * 290;
    const head = { x: cx, y: 560 };
    const out: string[] = [];
    const drop = opts.fracture ? -40 : 0;
    // Shaft, neck and trochanters.
    out.push(
      `<path d="M ${cx + side * 40} ${600 + drop} L ${cx + side * 170} ${640 + drop} L ${cx + side * 150} 1024 L ${cx + side * 40} 1024 L ${cx + side * 30} ${760 + drop} Z" fill="${bone}" filter="url(#b3)"/>`,
      `<path d="M ${cx - side * 10} ${560} L ${cx + side * 120} ${610 + drop} L ${cx + side * 90} ${700 + drop} L ${cx - side * 20} ${620} Z" fill="${bone}" filter="url(#b3)"/>`,
      `<ellipse cx="${cx + side * 110}" cy="${760 + drop}" rx="28" ry="34" fill="${grey(225)}" opacity="0.7" filter="url(#b3)"/>`,
      `<rect x="${cx + side * 60 - 25}" y="${640}" width="50" height="380" fill="${grey(140)}" opacity="0.35" filter="url(#b8)"/>`,
    );
    const hx = opts.slip ? head.x - side * 12 : head.x;
    const hy = opts.slip ? head.y + 22 : head.y;
    out.push(
      `<circle cx="${hx}" cy="${hy}" r="${child ? 62 : 72}" fill="${grey(215)}" filter="url(#b3)"/>`,
    );
    if (child) {
      // Open physis: a lucent line across the head–neck junction.
      out.push(
        `<path d="M ${cx - side * 40} ${600 + (opts.slip ? 12 : 0)} L ${cx + side * 55} ${540 + (opts.slip ? 30 : 0)}" stroke="${grey(80)}" stroke-width="${opts.slip ? 14 : 8}" filter="url(#b1)"/>`,
      );
    }
    if (opts.fracture) {
      out.push(
        `<path d="M ${cx + side * 25} 560 L ${cx + side * 45} 600 L ${cx + side * 35} 640" stroke="${grey(40)}" stroke-width="10" fill="none" filter="url(#b1)"/>`,
      );
    }
    // Acetabular roof.
    out.push(
      `<path d="M ${cx - side * 80} 500 C ${cx - side * 30} 450 ${cx + side * 50} 450 ${cx + side * 90} 500" fill="none" stroke="${grey(235)}" stroke-width="14" filter="url(#b3)"/>`,
    );
    return out.join('');
  };
  parts.push(
    femur(-1, { fracture: finding === 'nof-fracture' }),
    femur(1, { slip: finding === 'sufe' }),
  );
  if (finding === 'paget') {
    parts.push(
      `<path d="M 470 250 C 350 150 170 170 120 260 C 110 380 200 470 300 560 L 420 560 C 450 450 470 350 470 250 Z" fill="${grey(240)}" opacity="0.45" filter="url(#b3)"/>`,
    );
    for (let i = 0; i < 16; i++) {
      const y = 200 + i * 24;
      parts.push(
        `<path d="M ${150 + i * 6} ${y} Q 300 ${y + 30} 460 ${y - 10}" stroke="${grey(250)}" stroke-opacity="0.5" stroke-width="5" fill="none" filter="url(#b1)"/>`,
      );
    }
    parts.push(
      `<path d="M 160 300 C 230 430 320 520 430 570" fill="none" stroke="${grey(250)}" stroke-width="22" filter="url(#b3)"/>`,
    );
  }
  parts.push(
    `<rect width="${S}" height="${S}" filter="url(#mottle)" opacity="0.3"/>`,
    sideMarker(),
  );
  return svg(S, S, parts.join(''));
}

function kneeRadiograph(
  finding: Extract<Study, { kind: 'xr-knee' }>['finding'],
  rand: () => number,
): string {
  const infant = finding === 'metaphyseal-fractures';
  const scale = infant ? 0.75 : 1;
  const bone = grey(205);
  const t = `translate(512 512) scale(${scale}) translate(-512 -512)`;
  const parts: string[] = [
    `<rect x="230" y="0" width="564" height="1024" rx="200" fill="${grey(75)}" filter="url(#b16)" transform="${t}"/>`,
    `<g transform="${t}">`,
    // Femur with condyles.
    `<path d="M 420 0 L 604 0 L 612 330 C 700 380 720 460 690 500 C 600 520 540 490 512 470 C 484 490 424 520 334 500 C 304 460 324 380 412 330 Z" fill="${bone}" filter="url(#b3)"/>`,
    `<rect x="455" y="0" width="114" height="330" fill="${grey(150)}" opacity="0.45" filter="url(#b8)"/>`,
    // Tibia and fibula.
    `<path d="M 330 560 C 420 540 600 540 700 560 C 700 620 640 660 610 700 L 600 1024 L 430 1024 L 418 700 C 380 660 330 620 330 560 Z" fill="${bone}" filter="url(#b3)"/>`,
    `<path d="M 700 640 C 740 630 760 660 750 700 L 735 1024 L 700 1024 L 705 720 Z" fill="${grey(190)}" filter="url(#b3)"/>`,
    `<ellipse cx="512" cy="420" rx="90" ry="110" fill="${grey(230)}" opacity="0.25" filter="url(#b8)"/>`,
  ];
  if (infant || finding === 'osteosarcoma') {
    // Open growth plates.
    parts.push(
      `<path d="M 340 440 C 420 420 600 420 685 440" stroke="${grey(70)}" stroke-width="${infant ? 22 : 10}" fill="none" filter="url(#b1)"/>`,
      `<path d="M 345 600 C 430 585 600 585 690 600" stroke="${grey(70)}" stroke-width="${infant ? 22 : 10}" fill="none" filter="url(#b1)"/>`,
    );
  }
  if (finding === 'osteosarcoma') {
    parts.push(
      `<ellipse cx="560" cy="300" rx="170" ry="150" fill="${grey(150)}" opacity="0.5" filter="url(#b16)"/>`,
    );
    parts.push(
      `<ellipse cx="540" cy="300" rx="110" ry="120" fill="${grey(240)}" opacity="0.75" filter="url(#b8)"/>`,
    );
    for (let i = 0; i < 40; i++) {
      const a = -1.2 + (i / 40) * 2.4;
      const len = 70 + rand() * 70;
      const x1 = 612 + Math.cos(a) * 10;
      const y1 = 300 + Math.sin(a) * 150;
      parts.push(
        `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${(x1 + Math.cos(a) * len).toFixed(1)}" y2="${(y1 + Math.sin(a) * len * 0.4).toFixed(1)}" stroke="${grey(235)}" stroke-opacity="0.6" stroke-width="4" filter="url(#b1)"/>`,
      );
    }
    parts.push(
      `<path d="M 612 180 L 650 150 L 612 140" stroke="${grey(240)}" stroke-width="8" fill="none" filter="url(#b1)"/>`,
    );
    for (let i = 0; i < 25; i++)
      parts.push(
        `<circle cx="${(460 + rand() * 150).toFixed(1)}" cy="${(200 + rand() * 200).toFixed(1)}" r="${(8 + rand() * 14).toFixed(1)}" fill="${grey(rand() < 0.5 ? 90 : 250)}" opacity="0.5" filter="url(#b3)"/>`,
      );
  }
  if (infant) {
    for (const [x, y, dir] of [
      [340, 440, 1],
      [685, 440, -1],
      [345, 600, 1],
      [690, 600, -1],
    ] as const) {
      parts.push(
        `<path d="M ${x} ${y - 18} L ${x + dir * 50} ${y - 12} L ${x} ${y + 12} Z" fill="${grey(235)}" filter="url(#b1)"/>`,
        `<path d="M ${x + dir * 8} ${y - 22} L ${x + dir * 70} ${y - 16}" stroke="${grey(40)}" stroke-width="5" filter="url(#b1)"/>`,
      );
    }
  }
  parts.push(
    '</g>',
    `<rect width="${S}" height="${S}" filter="url(#mottle)" opacity="0.3"/>`,
    sideMarker(),
  );
  return svg(S, S, parts.join(''));
}

function abdominalRadiograph(
  finding: Extract<Study, { kind: 'axr' }>['finding'],
  rand: () => number,
): string {
  const neonate = finding === 'nec';
  const bone = grey(190);
  const parts: string[] = [
    `<rect x="${neonate ? 180 : 70}" y="0" width="${neonate ? 664 : 884}" height="1024" rx="${neonate ? 260 : 160}" fill="${grey(105)}" filter="url(#b16)"/>`,
    // Lumbar spine.
    ...Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${neonate ? 482 : 462}" y="${40 + i * (neonate ? 110 : 120)}" width="${neonate ? 60 : 100}" height="${neonate ? 90 : 100}" rx="12" fill="${bone}" opacity="0.75" filter="url(#b3)"/>`,
    ),
    // Pelvic brim.
    `<path d="M 150 1024 C 200 820 380 760 512 800 C 644 760 824 820 874 1024" fill="none" stroke="${bone}" stroke-width="40" opacity="0.7" filter="url(#b8)"/>`,
    // Liver shadow.
    `<path d="M 90 60 L 470 60 C 440 220 300 330 110 360 Z" fill="${grey(135)}" opacity="0.7" filter="url(#b16)"/>`,
  ];
  const gas = (d: string, extra = '') =>
    `<path d="${d}" fill="${grey(35)}" filter="url(#b3)" ${extra}/>`;
  switch (finding) {
    case 'sigmoid-volvulus':
      parts.push(
        gas(
          'M 420 900 C 250 700 280 250 560 170 C 820 110 900 320 760 520 C 700 610 640 760 600 900 Z',
        ),
        `<path d="M 510 880 C 470 650 520 380 700 250" fill="none" stroke="${grey(170)}" stroke-width="16" filter="url(#b3)"/>`,
        gas(
          'M 170 250 C 150 400 160 600 200 760 L 250 760 C 220 600 210 400 230 250 Z',
          'opacity="0.7"',
        ),
      );
      break;
    case 'sbo':
      for (let i = 0; i < 7; i++) {
        const y = 270 + i * 78;
        const x = 300 + (i % 2) * 60;
        parts.push(
          gas(
            `M ${x} ${y} C ${x + 120} ${y - 40} ${x + 300} ${y - 40} ${x + 400} ${y} C ${x + 420} ${y + 40} ${x + 400} ${y + 56} ${x + 370} ${y + 60} C ${x + 260} ${y + 30} ${x + 120} ${y + 30} ${x + 20} ${y + 58} C ${x - 20} ${y + 40} ${x - 20} ${y + 10} ${x} ${y} Z`,
          ),
        );
        for (let k = 1; k < 9; k++) {
          const lx = x + k * 44;
          parts.push(
            `<line x1="${lx}" y1="${y - 22}" x2="${lx + 6}" y2="${y + 50}" stroke="${grey(150)}" stroke-width="4" filter="url(#b1)"/>`,
          );
        }
      }
      break;
    case 'toxic-megacolon': {
      parts.push(
        gas(
          'M 140 300 C 300 200 720 200 890 300 C 900 420 860 470 800 470 C 640 410 380 410 220 470 C 150 460 120 400 140 300 Z',
        ),
      );
      for (let i = 0; i < 9; i++) {
        const x = 230 + i * 68;
        parts.push(
          `<ellipse cx="${x}" cy="${250 + (i % 2) * 8}" rx="22" ry="30" fill="${grey(120)}" filter="url(#b3)"/>`,
        );
        parts.push(
          `<ellipse cx="${x + 30}" cy="${440 - (i % 2) * 8}" rx="20" ry="26" fill="${grey(120)}" filter="url(#b3)"/>`,
        );
      }
      parts.push(
        gas(
          'M 140 320 C 110 500 120 700 170 820 L 230 800 C 190 680 180 500 200 330 Z',
          'opacity="0.8"',
        ),
      );
      break;
    }
    case 'nec':
      for (let i = 0; i < 6; i++) {
        const cx = 380 + (i % 3) * 130;
        const cy = 420 + Math.floor(i / 3) * 180;
        parts.push(
          `<ellipse cx="${cx}" cy="${cy}" rx="70" ry="55" fill="${grey(40)}" filter="url(#b3)"/>`,
        );
      }
      for (let i = 0; i < 160; i++)
        parts.push(
          `<circle cx="${(520 + rand() * 200).toFixed(1)}" cy="${(560 + rand() * 200).toFixed(1)}" r="${(3 + rand() * 5).toFixed(1)}" fill="${grey(15)}" opacity="0.8"/>`,
        );
      for (let i = 0; i < 8; i++) {
        const a = -0.5 + rand() * 1.4;
        parts.push(
          `<path d="M 330 200 l ${(Math.cos(a) * -120).toFixed(1)} ${(Math.sin(a) * 100).toFixed(1)}" stroke="${grey(40)}" stroke-width="5" filter="url(#b1)"/>`,
        );
      }
      break;
    case 'staghorn':
      parts.push(
        `<ellipse cx="300" cy="330" rx="95" ry="150" fill="${grey(130)}" filter="url(#b16)"/>`,
        `<ellipse cx="724" cy="350" rx="95" ry="150" fill="${grey(130)}" filter="url(#b16)"/>`,
        `<path d="M 700 350 L 760 300 L 790 250 M 760 300 L 800 320 M 700 350 L 760 400 L 790 450 M 760 400 L 805 390 M 700 350 L 680 360" stroke="${grey(245)}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round" fill="none" filter="url(#b3)"/>`,
      );
      for (let i = 0; i < 6; i++)
        parts.push(
          gas(
            `M ${220 + i * 110} 700 c 40 -30 80 -30 100 0 c -20 30 -70 30 -100 0 Z`,
            'opacity="0.6"',
          ),
        );
      break;
  }
  parts.push(
    `<rect width="${S}" height="${S}" filter="url(#mottle)" opacity="0.3"/>`,
    sideMarker(),
  );
  return svg(S, S, parts.join(''));
}

function bariumStudy(
  finding: Extract<Study, { kind: 'barium' }>['finding'],
  rand: () => number,
): string {
  const parts: string[] = [
    `<rect width="${S}" height="${S}" fill="${grey(120)}"/>`,
    ...Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="470" y="${i * 130}" width="110" height="110" rx="14" fill="${grey(150)}" opacity="0.6" filter="url(#b8)"/>`,
    ),
  ];
  if (finding === 'achalasia') {
    parts.push(
      `<path d="M 470 0 L 540 0 C 560 150 640 250 650 450 C 660 620 600 760 540 860 L 525 905 L 515 905 C 470 800 380 640 390 450 C 400 260 450 150 470 0 Z" fill="${grey(235)}" filter="url(#b3)"/>`,
      `<path d="M 395 360 L 648 360 L 650 300 C 620 230 560 180 520 160 C 470 190 420 250 398 300 Z" fill="${grey(95)}" filter="url(#b1)"/>`,
      `<line x1="396" y1="360" x2="648" y2="360" stroke="${grey(250)}" stroke-width="3"/>`,
      `<path d="M 520 905 C 560 930 700 930 780 1024 L 520 1024 Z" fill="${grey(220)}" filter="url(#b8)"/>`,
    );
    for (let i = 0; i < 30; i++)
      parts.push(
        `<circle cx="${(420 + rand() * 200).toFixed(1)}" cy="${(400 + rand() * 300).toFixed(1)}" r="${(6 + rand() * 12).toFixed(1)}" fill="${grey(185)}" opacity="0.7" filter="url(#b1)"/>`,
      );
  } else {
    // Double-contrast colon: white mucosal lines around a grey gas-filled lumen.
    const colon = 'M 80 300 C 250 220 420 260 512 400 C 600 540 760 560 944 480';
    parts.push(
      `<path d="${colon}" stroke="${grey(225)}" stroke-width="190" fill="none" filter="url(#b3)"/>`,
      `<path d="${colon}" stroke="${grey(75)}" stroke-width="160" fill="none" filter="url(#b3)"/>`,
      `<path d="M 445 300 C 480 340 500 370 520 400 C 545 440 560 470 585 500" stroke="${grey(120)}" stroke-width="190" fill="none"/>`,
      `<path d="M 445 300 C 480 340 500 370 520 400 C 545 440 560 470 585 500" stroke="${grey(225)}" stroke-width="60" fill="none" filter="url(#b1)"/>`,
      `<path d="M 455 312 C 486 350 500 372 520 400 C 540 432 556 462 578 492" stroke="${grey(80)}" stroke-width="22" fill="none" filter="url(#b1)"/>`,
      `<path d="M 430 285 l 40 -30 M 600 515 l -20 40 M 410 360 l 40 10 M 610 440 l -40 -6" stroke="${grey(225)}" stroke-width="16" filter="url(#b1)"/>`,
    );
  }
  parts.push(`<rect width="${S}" height="${S}" filter="url(#mottle)" opacity="0.3"/>`);
  return svg(S, S, parts.join(''));
}

function mammogram(
  finding: Extract<Study, { kind: 'mammo' }>['finding'],
  rand: () => number,
): string {
  const parts: string[] = [
    `<path d="M 0 40 C 300 40 700 200 860 520 C 900 620 860 760 700 860 C 520 960 250 1000 0 1000 Z" fill="${grey(95)}" filter="url(#b8)"/>`,
    `<path d="M 0 40 L 330 60 L 0 560 Z" fill="${grey(175)}" opacity="0.8" filter="url(#b16)"/>`,
    `<path d="M 80 200 C 300 240 600 380 700 560 C 620 760 400 830 90 860 Z" fill="${grey(160)}" opacity="0.55" filter="url(#b30)"/>`,
  ];
  for (let i = 0; i < 70; i++) {
    const y = 200 + rand() * 650;
    parts.push(
      `<path d="M ${20 + rand() * 60} ${y.toFixed(1)} Q ${(300 + rand() * 200).toFixed(1)} ${(y + (rand() - 0.5) * 120).toFixed(1)} ${(600 + rand() * 200).toFixed(1)} ${(540 + (y - 540) * 0.4).toFixed(1)}" stroke="${grey(200)}" stroke-opacity="0.25" stroke-width="${(2 + rand() * 5).toFixed(1)}" fill="none" filter="url(#b1)"/>`,
    );
  }
  parts.push(`<circle cx="850" cy="560" r="18" fill="${grey(150)}" filter="url(#b3)"/>`);
  if (finding === 'spiculated') {
    parts.push(`<circle cx="430" cy="380" r="55" fill="${grey(230)}" filter="url(#b3)"/>`);
    for (let i = 0; i < 36; i++) {
      const a = (i / 36) * Math.PI * 2;
      const len = 70 + rand() * 90;
      parts.push(
        `<line x1="430" y1="380" x2="${(430 + Math.cos(a) * len).toFixed(1)}" y2="${(380 + Math.sin(a) * len).toFixed(1)}" stroke="${grey(225)}" stroke-width="${(2 + rand() * 3).toFixed(1)}" filter="url(#b1)"/>`,
      );
    }
  } else if (finding === 'calcification') {
    for (let i = 0; i < 45; i++) {
      const x = 440 + (rand() - 0.5) * 160 + i * 2;
      const y = 420 + (rand() - 0.5) * 90 + i * 1.5;
      const linear = rand() < 0.4;
      parts.push(
        linear
          ? `<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${(x + 8 + rand() * 10).toFixed(1)}" y2="${(y + 3 + rand() * 6).toFixed(1)}" stroke="${grey(255)}" stroke-width="3"/>`
          : `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(1.8 + rand() * 2).toFixed(1)}" fill="${grey(255)}"/>`,
      );
    }
  } else {
    parts.push(
      `<ellipse cx="480" cy="520" rx="95" ry="65" fill="${grey(200)}" transform="rotate(-15 480 520)" filter="url(#b1)"/>`,
    );
  }
  parts.push(
    `<rect width="${S}" height="${S}" filter="url(#mottle)" opacity="0.25"/>`,
    `<text x="880" y="90" font-family="${FONT}" font-size="40" font-weight="700" fill="#e8e8e8">L MLO</text>`,
  );
  return svg(S, S, parts.join(''));
}

// ---------------------------------------------------------------------------------------------
// Cross-sectional imaging
// ---------------------------------------------------------------------------------------------

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M ${cx - rx} ${cy} a ${rx} ${ry} 0 1 0 ${2 * rx} 0 a ${rx} ${ry} 0 1 0 ${-2 * rx} 0 Z`;
}

function ctHead(
  finding: Extract<Study, { kind: 'ct-head' }>['finding'],
  rand: () => number,
): string {
  const mri = finding === 'ring-lesions';
  const brainGrey = mri ? 115 : 125;
  const shift = finding === 'subdural' ? -30 : 0;
  const parts: string[] = [
    `<clipPath id="inner-table"><ellipse cx="512" cy="520" rx="335" ry="415"/></clipPath>`,
    `<ellipse cx="512" cy="520" rx="380" ry="460" fill="${grey(mri ? 60 : 110)}" filter="url(#b3)"/>`,
    `<ellipse cx="512" cy="520" rx="362" ry="442" fill="${grey(mri ? 20 : 250)}"/>`,
    `<ellipse cx="512" cy="520" rx="335" ry="415" fill="${grey(mri ? 30 : 40)}"/>`,
    `<ellipse cx="512" cy="520" rx="322" ry="402" fill="${grey(brainGrey)}" filter="url(#b1)"/>`,
    `<ellipse cx="512" cy="520" rx="250" ry="320" fill="${grey(brainGrey - 12)}" filter="url(#b16)"/>`,
  ];
  // Sulci: short, irregular clefts at the periphery.
  for (let i = 0; i < 70; i++) {
    const a = (i / 70) * Math.PI * 2 + (rand() - 0.5) * 0.05;
    const depth = 18 + rand() * 38;
    const x1 = 512 + Math.cos(a) * 318;
    const y1 = 520 + Math.sin(a) * 398;
    const bend = (rand() - 0.5) * 0.35;
    const x2 = 512 + Math.cos(a + bend * 0.1) * (318 - depth);
    const y2 = 520 + Math.sin(a + bend * 0.1) * (398 - depth);
    parts.push(
      `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${grey(mri ? 45 : brainGrey - 35)}" stroke-opacity="0.8" stroke-width="${(3 + rand() * 3).toFixed(1)}" stroke-linecap="round" filter="url(#b1)"/>`,
    );
  }
  // Falx and ventricles (displaced by mass effect).
  parts.push(
    `<line x1="${512 + shift}" y1="120" x2="${512 + shift * 0.6}" y2="920" stroke="${grey(mri ? 60 : 175)}" stroke-width="5" filter="url(#b1)"/>`,
    `<path d="M ${495 + shift} 380 C ${420 + shift} 390 ${400 + shift} 520 ${440 + shift} 640 C ${470 + shift} 600 ${490 + shift} 480 ${505 + shift} 400 Z" fill="${grey(mri ? 25 : 45)}" filter="url(#b3)"/>`,
    `<path d="M ${529 + shift} 380 C ${604 + shift * 2} 390 ${624 + shift * 2} 520 ${584 + shift * 2} 640 C ${554 + shift} 600 ${534 + shift} 480 ${519 + shift} 400 Z" fill="${grey(mri ? 25 : 45)}" filter="url(#b3)" transform="${finding === 'subdural' ? 'scale(0.96 0.8) translate(20 110)' : ''}"/>`,
  );
  switch (finding) {
    case 'subdural':
      // Inner table minus a slightly displaced brain outline: a crescent along the convexity.
      parts.push(
        `<g clip-path="url(#inner-table)"><path fill-rule="evenodd" fill="${grey(195)}" d="${ellipsePath(512, 520, 335, 415)} ${ellipsePath(466, 520, 335, 418)}" filter="url(#b1)"/></g>`,
      );
      break;
    case 'extradural':
      // A lens limited by the sutures: the inner table cut by a circle centred outside the skull.
      parts.push(
        `<g clip-path="url(#inner-table)"><circle cx="-25" cy="500" r="285" fill="${grey(205)}" filter="url(#b1)"/></g>`,
        `<ellipse cx="140" cy="500" rx="34" ry="150" fill="${grey(140)}" opacity="0.6" filter="url(#b8)"/>`,
      );
      break;
    case 'sah':
      parts.push(
        `<path d="M 512 640 L 430 600 L 300 560 M 512 640 L 594 600 L 724 560 M 512 640 L 512 760 M 512 640 L 450 720 M 512 640 L 574 720" stroke="${grey(205)}" stroke-width="18" stroke-linecap="round" fill="none" filter="url(#b3)"/>`,
        `<line x1="512" y1="160" x2="512" y2="420" stroke="${grey(200)}" stroke-width="10" filter="url(#b3)"/>`,
        `<ellipse cx="440" cy="560" rx="26" ry="36" fill="${grey(40)}" filter="url(#b3)"/>`,
        `<ellipse cx="584" cy="560" rx="26" ry="36" fill="${grey(40)}" filter="url(#b3)"/>`,
      );
      break;
    case 'ring-lesions':
      for (const [x, y, r] of [
        [340, 330, 42],
        [690, 420, 55],
        [380, 700, 34],
        [640, 760, 28],
      ]) {
        parts.push(
          `<circle cx="${x}" cy="${y}" r="${r * 2.1}" fill="${grey(70)}" opacity="0.7" filter="url(#b16)"/>`,
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${grey(230)}" filter="url(#b1)"/>`,
          `<circle cx="${x}" cy="${y}" r="${r - 9}" fill="${grey(55)}" filter="url(#b1)"/>`,
        );
      }
      break;
    case 'mca-infarct':
      parts.push(
        `<path d="M 600 300 C 720 300 820 420 830 540 C 820 660 740 740 640 760 C 620 640 600 520 600 300 Z" fill="${grey(95)}" opacity="0.9" filter="url(#b16)"/>`,
        `<line x1="560" y1="600" x2="660" y2="575" stroke="${grey(215)}" stroke-width="10" stroke-linecap="round" filter="url(#b1)"/>`,
      );
      break;
  }
  parts.push(sideMarker());
  return svg(S, S, parts.join(''));
}

function ctBody(parts: string[], rand: () => number): string[] {
  // Body outline, subcutaneous fat, muscle wall.
  return [
    `<ellipse cx="512" cy="520" rx="470" ry="350" fill="${grey(145)}" filter="url(#b1)"/>`,
    `<ellipse cx="512" cy="520" rx="455" ry="335" fill="${grey(62)}"/>`,
    `<ellipse cx="512" cy="525" rx="405" ry="290" fill="${grey(130)}" filter="url(#b1)"/>`,
    `<ellipse cx="512" cy="525" rx="385" ry="272" fill="${grey(70)}" filter="url(#b1)"/>`,
    ...parts,
    // Vertebral body and posterior elements.
    `<circle cx="512" cy="690" r="70" fill="${grey(225)}" filter="url(#b1)"/>`,
    `<circle cx="512" cy="690" r="52" fill="${grey(175)}" filter="url(#b1)"/>`,
    `<path d="M 470 760 L 554 760 L 540 840 L 484 840 Z" fill="${grey(230)}" filter="url(#b1)"/>`,
    `<circle cx="512" cy="790" r="22" fill="${grey(80)}" filter="url(#b1)"/>`,
    `<rect width="${S}" height="${S}" filter="url(#mottle)" opacity="${0.15 + rand() * 0.05}"/>`,
  ];
}

function ctAbdomen(
  finding: Extract<Study, { kind: 'ct-abdo' }>['finding'],
  rand: () => number,
): string {
  const organs: string[] = [
    // Liver (patient's right = viewer's left), spleen, stomach, kidneys, vessels, bowel.
    `<path d="M 140 420 C 160 290 330 220 480 250 C 520 300 500 400 430 470 C 380 560 300 640 200 640 C 150 580 130 500 140 420 Z" fill="${grey(150)}" filter="url(#b1)"/>`,
    `<path d="M 780 360 C 860 380 900 470 870 560 C 830 560 790 520 770 460 Z" fill="${grey(145)}" filter="url(#b1)"/>`,
    `<path d="M 560 260 C 660 240 760 300 760 380 C 730 430 640 420 580 380 Z" fill="${grey(95)}" filter="url(#b1)"/>`,
    `<ellipse cx="365" cy="640" rx="70" ry="85" fill="${grey(185)}" filter="url(#b1)"/>`,
    `<ellipse cx="365" cy="640" rx="28" ry="40" fill="${grey(110)}" filter="url(#b1)"/>`,
    `<ellipse cx="${finding === 'renal-mass' ? 670 : 660}" cy="640" rx="70" ry="85" fill="${grey(185)}" filter="url(#b1)"/>`,
    `<ellipse cx="660" cy="640" rx="28" ry="40" fill="${grey(110)}" filter="url(#b1)"/>`,
    `<circle cx="460" cy="590" r="26" fill="${grey(175)}" filter="url(#b1)"/>`,
  ];
  for (let i = 0; i < 9; i++) {
    const x = 420 + (i % 3) * 95 + rand() * 20;
    const y = 380 + Math.floor(i / 3) * 70 + rand() * 20;
    organs.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(26 + rand() * 10).toFixed(1)}" fill="${grey(115)}" stroke="${grey(160)}" stroke-width="5" filter="url(#b1)"/>`,
    );
  }
  if (finding === 'aaa') {
    organs.push(
      `<circle cx="555" cy="560" r="118" fill="${grey(120)}" filter="url(#b1)"/>`,
      `<circle cx="585" cy="545" r="62" fill="${grey(225)}" filter="url(#b1)"/>`,
    );
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      if (rand() < 0.6)
        organs.push(
          `<circle cx="${(555 + Math.cos(a) * 118).toFixed(1)}" cy="${(560 + Math.sin(a) * 118).toFixed(1)}" r="6" fill="${grey(255)}"/>`,
        );
    }
  } else {
    organs.push(`<circle cx="545" cy="595" r="28" fill="${grey(235)}" filter="url(#b1)"/>`);
  }
  if (finding === 'liver-mets') {
    for (const [x, y, r] of [
      [240, 380, 40],
      [330, 320, 28],
      [300, 500, 52],
      [200, 520, 24],
      [400, 400, 30],
      [260, 600, 22],
    ])
      organs.push(
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${grey(175)}" filter="url(#b1)"/>`,
        `<circle cx="${x}" cy="${y}" r="${r - 6}" fill="${grey(95)}" filter="url(#b3)"/>`,
      );
  }
  if (finding === 'renal-mass') {
    organs.push(
      `<circle cx="760" cy="600" r="82" fill="${grey(170)}" filter="url(#b1)"/>`,
      `<circle cx="770" cy="605" r="38" fill="${grey(105)}" filter="url(#b3)"/>`,
      `<circle cx="735" cy="570" r="18" fill="${grey(205)}" filter="url(#b3)"/>`,
    );
  }
  return svg(S, S, [...ctBody(organs, rand), sideMarker()].join(''));
}

function ctChest(
  finding: Extract<Study, { kind: 'ct-chest' }>['finding'],
  rand: () => number,
): string {
  const parts: string[] = [
    `<path d="M 110 520 C 110 320 250 240 430 270 L 440 760 C 280 800 120 720 110 520 Z" fill="${grey(18)}" filter="url(#b1)"/>`,
    `<path d="M 914 520 C 914 320 774 240 594 270 L 584 760 C 744 800 904 720 914 520 Z" fill="${grey(18)}" filter="url(#b1)"/>`,
  ];
  for (let i = 0; i < 60; i++) {
    const side = rand() < 0.5 ? -1 : 1;
    const x = 512 + side * (130 + rand() * 250);
    const y = 320 + rand() * 400;
    parts.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(2 + rand() * 4).toFixed(1)}" fill="${grey(90)}"/>`,
    );
  }
  parts.push(
    `<path d="M 430 300 C 480 280 560 280 600 300 L 610 640 L 420 640 Z" fill="${grey(120)}" filter="url(#b3)"/>`,
  );
  if (finding === 'dissection') {
    parts.push(
      `<circle cx="480" cy="380" r="70" fill="${grey(230)}" filter="url(#b1)"/>`,
      `<path d="M 430 330 C 470 380 500 400 540 430" stroke="${grey(90)}" stroke-width="7" fill="none"/>`,
      `<path d="M 480 310 A 70 70 0 0 1 550 380 C 520 360 500 345 480 310" fill="${grey(175)}"/>`,
      `<circle cx="600" cy="640" r="55" fill="${grey(230)}" filter="url(#b1)"/>`,
      `<path d="M 560 610 C 590 640 610 650 640 680" stroke="${grey(90)}" stroke-width="7" fill="none"/>`,
      `<path d="M 600 585 A 55 55 0 0 1 655 640 C 630 625 615 610 600 585" fill="${grey(175)}"/>`,
      `<circle cx="570" cy="420" r="50" fill="${grey(200)}" filter="url(#b1)"/>`,
    );
  } else {
    parts.push(
      `<circle cx="470" cy="390" r="52" fill="${grey(215)}" filter="url(#b1)"/>`,
      `<circle cx="600" cy="640" r="42" fill="${grey(215)}" filter="url(#b1)"/>`,
      `<path d="M 560 380 C 540 430 480 470 360 480 M 560 380 C 600 430 660 470 700 500" stroke="${grey(225)}" stroke-width="58" stroke-linecap="round" fill="none" filter="url(#b1)"/>`,
      `<circle cx="560" cy="380" r="52" fill="${grey(225)}" filter="url(#b1)"/>`,
      `<path d="M 470 460 C 520 440 580 440 640 470" stroke="${grey(105)}" stroke-width="26" stroke-linecap="round" fill="none" filter="url(#b1)"/>`,
      `<ellipse cx="400" cy="478" rx="26" ry="16" fill="${grey(105)}" filter="url(#b1)"/>`,
      `<ellipse cx="680" cy="492" rx="22" ry="14" fill="${grey(105)}" filter="url(#b1)"/>`,
    );
  }
  return svg(S, S, [...ctBody(parts, rand), sideMarker()].join(''));
}

function ctNeck(rand: () => number): string {
  const parts: string[] = [
    `<ellipse cx="512" cy="512" rx="360" ry="330" fill="${grey(140)}" filter="url(#b1)"/>`,
    `<ellipse cx="512" cy="512" rx="345" ry="315" fill="${grey(70)}"/>`,
    `<ellipse cx="512" cy="520" rx="300" ry="270" fill="${grey(125)}" filter="url(#b3)"/>`,
    // Airway (narrowed and displaced), vessels, mandible, spine.
    `<ellipse cx="555" cy="430" rx="38" ry="70" fill="${grey(10)}" filter="url(#b1)"/>`,
    `<circle cx="330" cy="560" r="26" fill="${grey(225)}" filter="url(#b1)"/>`,
    `<ellipse cx="300" cy="610" rx="34" ry="28" fill="${grey(205)}" filter="url(#b1)"/>`,
    `<circle cx="694" cy="560" r="26" fill="${grey(225)}" filter="url(#b1)"/>`,
    `<ellipse cx="724" cy="610" rx="34" ry="28" fill="${grey(205)}" filter="url(#b1)"/>`,
    `<path d="M 200 330 C 300 230 724 230 824 330" stroke="${grey(240)}" stroke-width="30" fill="none" filter="url(#b1)"/>`,
    `<circle cx="512" cy="690" r="66" fill="${grey(230)}" filter="url(#b1)"/>`,
    `<circle cx="512" cy="690" r="48" fill="${grey(175)}" filter="url(#b1)"/>`,
    // Rim-enhancing collection on the patient's right.
    `<ellipse cx="420" cy="450" rx="78" ry="95" fill="${grey(205)}" filter="url(#b1)"/>`,
    `<ellipse cx="420" cy="450" rx="64" ry="80" fill="${grey(85)}" filter="url(#b3)"/>`,
    `<rect width="${S}" height="${S}" filter="url(#mottle)" opacity="${0.15 + rand() * 0.05}"/>`,
    sideMarker(),
  ];
  return svg(S, S, parts.join(''));
}

// ---------------------------------------------------------------------------------------------
// Ultrasound
// ---------------------------------------------------------------------------------------------

function ultrasound(
  finding: Extract<Study, { kind: 'us' }>['finding'],
  rand: () => number,
): string {
  const linear = [
    'testicular-torsion',
    'parotid-mass',
    'thyroid-nodule',
    'pyloric-stenosis',
  ].includes(finding);
  const field = linear
    ? 'M 170 120 L 854 120 L 854 900 L 170 900 Z'
    : 'M 452 110 L 572 110 L 930 760 A 560 560 0 0 1 94 760 Z';
  const parts: string[] = [
    `<clipPath id="field"><path d="${field}"/></clipPath>`,
    `<g clip-path="url(#field)">`,
    `<rect width="${S}" height="${S}" fill="${grey(55)}"/>`,
    `<rect width="${S}" height="${S}" filter="url(#speckle)" opacity="0.55"/>`,
    `<rect x="0" y="110" width="${S}" height="90" fill="${grey(150)}" opacity="0.35" filter="url(#b8)"/>`,
  ];
  const echo = (body: string) => parts.push(body);
  switch (finding) {
    case 'target':
      for (const [r, v] of [
        [190, 35],
        [160, 150],
        [130, 40],
        [100, 170],
        [70, 55],
        [40, 200],
      ] as const)
        echo(
          `<circle cx="512" cy="500" r="${r}" fill="${grey(v)}" opacity="0.9" filter="url(#b3)"/>`,
        );
      break;
    case 'pyloric-stenosis':
      echo(`<ellipse cx="512" cy="480" rx="300" ry="120" fill="${grey(30)}" filter="url(#b3)"/>`);
      echo(`<ellipse cx="512" cy="480" rx="280" ry="28" fill="${grey(190)}" filter="url(#b3)"/>`);
      echo(`<ellipse cx="900" cy="460" rx="180" ry="160" fill="${grey(15)}" filter="url(#b8)"/>`);
      break;
    case 'hydronephrosis':
      echo(
        `<ellipse cx="512" cy="480" rx="260" ry="150" fill="${grey(110)}" stroke="${grey(210)}" stroke-width="10" filter="url(#b3)"/>`,
      );
      echo(`<ellipse cx="520" cy="490" rx="90" ry="60" fill="${grey(8)}" filter="url(#b1)"/>`);
      for (const [x, y] of [
        [360, 420],
        [380, 560],
        [660, 410],
        [650, 570],
        [520, 380],
      ])
        echo(
          `<path d="M 520 490 L ${x} ${y}" stroke="${grey(8)}" stroke-width="34" stroke-linecap="round" filter="url(#b1)"/><circle cx="${x}" cy="${y}" r="40" fill="${grey(8)}" filter="url(#b1)"/>`,
        );
      break;
    case 'testicular-torsion':
      echo(`<ellipse cx="330" cy="500" rx="150" ry="110" fill="${grey(120)}" filter="url(#b3)"/>`);
      echo(`<ellipse cx="690" cy="500" rx="175" ry="130" fill="${grey(80)}" filter="url(#b3)"/>`);
      for (let i = 0; i < 40; i++)
        echo(
          `<circle cx="${(690 + (rand() - 0.5) * 260).toFixed(1)}" cy="${(500 + (rand() - 0.5) * 180).toFixed(1)}" r="${(8 + rand() * 16).toFixed(1)}" fill="${grey(rand() < 0.5 ? 45 : 130)}" opacity="0.6" filter="url(#b3)"/>`,
        );
      for (let i = 0; i < 22; i++)
        echo(
          `<rect x="${(270 + rand() * 120).toFixed(1)}" y="${(440 + rand() * 120).toFixed(1)}" width="${(6 + rand() * 10).toFixed(1)}" height="${(3 + rand() * 6).toFixed(1)}" fill="${rand() < 0.5 ? '#d22' : '#26d'}"/>`,
        );
      break;
    case 'parotid-mass':
      echo(
        `<path d="M 380 380 C 450 320 600 330 640 400 C 690 420 680 520 620 560 C 560 600 420 590 380 540 C 330 500 340 420 380 380 Z" fill="${grey(35)}" filter="url(#b1)"/>`,
      );
      echo(
        `<rect x="380" y="580" width="260" height="260" fill="${grey(150)}" opacity="0.4" filter="url(#b16)"/>`,
      );
      break;
    case 'thyroid-nodule':
      echo(`<ellipse cx="330" cy="460" rx="170" ry="120" fill="${grey(150)}" filter="url(#b3)"/>`);
      echo(`<ellipse cx="700" cy="460" rx="170" ry="120" fill="${grey(150)}" filter="url(#b3)"/>`);
      echo(
        `<path d="M 450 470 C 470 380 560 380 580 470" fill="${grey(200)}" filter="url(#b3)"/><rect x="440" y="470" width="150" height="430" fill="${grey(20)}" filter="url(#b8)"/>`,
      );
      echo(
        `<path d="M 300 360 C 350 350 370 420 360 500 C 350 560 300 560 280 520 C 260 460 260 380 300 360 Z" fill="${grey(25)}" filter="url(#b1)"/>`,
      );
      for (let i = 0; i < 10; i++)
        echo(
          `<circle cx="${(290 + rand() * 60).toFixed(1)}" cy="${(390 + rand() * 130).toFixed(1)}" r="3" fill="${grey(255)}"/>`,
        );
      break;
  }
  parts.push('</g>');
  parts.push(
    `<text x="60" y="980" font-family="${FONT}" font-size="30" fill="#bbb">${linear ? 'L12-5' : 'C5-1'}  ${finding === 'testicular-torsion' ? 'CDI' : 'B-mode'}</text>`,
  );
  for (let i = 0; i <= 8; i++)
    parts.push(
      `<line x1="960" y1="${140 + i * 90}" x2="${i % 2 ? 975 : 990}" y2="${140 + i * 90}" stroke="#bbb" stroke-width="3"/>`,
    );
  return svg(S, S, parts.join(''));
}

// ---------------------------------------------------------------------------------------------
// Nuclear medicine and angiography (dark on light, as displayed)
// ---------------------------------------------------------------------------------------------

function skeleton(
  cx: number,
  intensity: number,
  rand: () => number,
  hotspots: number,
  kidneys: boolean,
): string {
  const g = grey(255 - intensity);
  const out: string[] = [
    `<ellipse cx="${cx}" cy="110" rx="62" ry="74" fill="none" stroke="${g}" stroke-width="18" filter="url(#b3)"/>`,
    `<line x1="${cx}" y1="190" x2="${cx}" y2="560" stroke="${g}" stroke-width="26" filter="url(#b3)"/>`,
    `<path d="M ${cx - 130} 220 L ${cx + 130} 220" stroke="${g}" stroke-width="14" filter="url(#b3)"/>`,
  ];
  for (let i = 0; i < 10; i++) {
    const y = 240 + i * 26;
    out.push(
      `<path d="M ${cx} ${y} C ${cx - 90} ${y - 10} ${cx - 130} ${y + 30} ${cx - 115} ${y + 60}" stroke="${g}" stroke-width="7" fill="none" opacity="0.8" filter="url(#b1)"/>`,
      `<path d="M ${cx} ${y} C ${cx + 90} ${y - 10} ${cx + 130} ${y + 30} ${cx + 115} ${y + 60}" stroke="${g}" stroke-width="7" fill="none" opacity="0.8" filter="url(#b1)"/>`,
    );
  }
  out.push(
    `<path d="M ${cx - 20} 560 C ${cx - 120} 540 ${cx - 140} 600 ${cx - 100} 660 L ${cx + 100} 660 C ${cx + 140} 600 ${cx + 120} 540 ${cx + 20} 560 Z" fill="none" stroke="${g}" stroke-width="18" filter="url(#b3)"/>`,
    `<path d="M ${cx - 80} 660 L ${cx - 95} 990 M ${cx + 80} 660 L ${cx + 95} 990" stroke="${g}" stroke-width="20" filter="url(#b3)"/>`,
    `<path d="M ${cx - 130} 230 L ${cx - 160} 560 M ${cx + 130} 230 L ${cx + 160} 560" stroke="${g}" stroke-width="14" filter="url(#b3)"/>`,
  );
  if (kidneys)
    out.push(
      `<ellipse cx="${cx - 55}" cy="470" rx="24" ry="40" fill="${grey(170)}" filter="url(#b3)"/>`,
      `<ellipse cx="${cx + 55}" cy="470" rx="24" ry="40" fill="${grey(170)}" filter="url(#b3)"/>`,
      `<circle cx="${cx}" cy="640" r="30" fill="${grey(80)}" filter="url(#b3)"/>`,
    );
  for (let i = 0; i < hotspots; i++) {
    const spots = [
      [cx, 200 + rand() * 360],
      [cx + (rand() - 0.5) * 220, 250 + rand() * 250],
      [cx + (rand() - 0.5) * 200, 570 + rand() * 80],
      [cx + (rand() < 0.5 ? -1 : 1) * 85, 680 + rand() * 80],
    ];
    const [x, y] = spots[Math.floor(rand() * spots.length)];
    out.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(9 + rand() * 12).toFixed(1)}" fill="${grey(10)}" filter="url(#b3)"/>`,
    );
  }
  return out.join('');
}

function boneScan(
  finding: Extract<Study, { kind: 'nm-bone' }>['finding'],
  rand: () => number,
): string {
  const superscan = finding === 'superscan';
  const body = [
    skeleton(280, superscan ? 235 : 150, rand, superscan ? 0 : 14, !superscan),
    skeleton(744, superscan ? 235 : 150, rand, superscan ? 0 : 14, !superscan),
  ];
  body.push(
    `<text x="250" y="1010" font-family="${FONT}" font-size="30" fill="#333">ANT</text>`,
    `<text x="712" y="1010" font-family="${FONT}" font-size="30" fill="#333">POST</text>`,
  );
  return svg(S, S, body.join(''), '#fff');
}

function thyroidScan(): string {
  const body = [
    `<path d="M 512 560 C 450 600 330 640 300 520 C 280 400 330 260 400 250 C 460 250 480 400 512 480 C 544 400 564 250 624 250 C 694 260 744 400 724 520 C 694 640 574 600 512 560 Z" fill="${grey(25)}" filter="url(#b8)"/>`,
    `<ellipse cx="330" cy="130" rx="30" ry="24" fill="${grey(215)}" filter="url(#b8)"/>`,
    `<ellipse cx="694" cy="130" rx="30" ry="24" fill="${grey(215)}" filter="url(#b8)"/>`,
    `<text x="60" y="980" font-family="${FONT}" font-size="30" fill="#333">Tc-99m pertechnetate  ANT</text>`,
  ];
  return svg(S, S, body.join(''), '#fff');
}

function angiogram(rand: () => number): string {
  const vessel = (d: string, w: number) =>
    `<path d="${d}" stroke="${grey(25)}" stroke-width="${w}" fill="none" stroke-linecap="round" filter="url(#b1)"/>`;
  const body = [
    `<rect width="${S}" height="${S}" fill="${grey(175)}"/>`,
    vessel('M 520 0 C 515 120 505 200 500 330', 30),
    vessel('M 500 330 C 495 360 490 380 488 400', 26),
    vessel('M 492 560 C 486 700 480 820 470 1024', 22),
    vessel('M 505 60 C 430 140 380 260 360 520 C 350 700 370 850 380 1024', 26),
  ];
  for (let i = 0; i < 6; i++) {
    const y0 = 300 + i * 25;
    const y1 = 580 + i * 20;
    const dx = (rand() - 0.5) * 60;
    body.push(vessel(`M 497 ${y0} C ${560 + dx} ${y0 + 60} ${540 - dx} ${y1 - 60} 490 ${y1}`, 5));
  }
  body.push(
    vessel('M 440 120 C 420 200 400 260 390 300', 10),
    vessel('M 470 200 C 600 260 640 320 680 420', 12),
  );
  body.push(`<rect width="${S}" height="${S}" filter="url(#mottle)" opacity="0.2"/>`);
  return svg(S, S, body.join(''));
}

// ---------------------------------------------------------------------------------------------
// Dispatch and branded images
// ---------------------------------------------------------------------------------------------

function studySvg(study: Study, seed: number): string {
  const rand = mulberry32(seed);
  switch (study.kind) {
    case 'cxr':
      return chestRadiograph(study.finding, rand);
    case 'ct-head':
      return ctHead(study.finding, rand);
    case 'ct-abdo':
      return ctAbdomen(study.finding, rand);
    case 'ct-chest':
      return ctChest(study.finding, rand);
    case 'ct-neck':
      return ctNeck(rand);
    case 'xr-pelvis':
      return pelvisRadiograph(study.finding);
    case 'xr-knee':
      return kneeRadiograph(study.finding, rand);
    case 'axr':
      return abdominalRadiograph(study.finding, rand);
    case 'barium':
      return bariumStudy(study.finding, rand);
    case 'us':
      return ultrasound(study.finding, rand);
    case 'mammo':
      return mammogram(study.finding, rand);
    case 'nm-bone':
      return boneScan(study.finding, rand);
    case 'nm-thyroid':
      return thyroidScan();
    case 'angio':
      return angiogram(rand);
  }
}

async function renderStudy(study: Study, seed: number, size: number): Promise<Buffer> {
  return sharp(Buffer.from(studySvg(study, seed)))
    .resize(size, size)
    .greyscale(study.kind !== 'us')
    .png()
    .toBuffer();
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function coverSvg(
  width: number,
  height: number,
  eyebrow: string,
  title: string,
  footer: string,
  imageWidth: number,
): string {
  const k = width / 1280;
  const available = width - imageWidth - 130 * k;
  // DejaVu Sans Bold averages about 0.6 em per character.
  let titleSize = Math.round(52 * k);
  let lines = wrap(title, Math.floor(available / (titleSize * 0.6)));
  if (lines.length > 3) {
    titleSize = Math.round(44 * k);
    lines = wrap(title, Math.floor(available / (titleSize * 0.6)));
  }
  const lineHeight = Math.round(titleSize * 1.18);
  const top = Math.round(height / 2 - (lines.length * lineHeight) / 2 + titleSize * 0.8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND[950]}"/><stop offset="1" stop-color="#120506"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect x="${Math.round(56 * k)}" y="${Math.round(64 * k)}" width="${Math.round(8 * k)}" height="${height - Math.round(128 * k)}" fill="${BRAND[500]}"/>
  <text x="${Math.round(92 * k)}" y="${Math.round(104 * k)}" font-family="${FONT}" font-size="${Math.round(24 * k)}" font-weight="700" letter-spacing="${3 * k}" fill="${BRAND[300]}">${escapeXml(eyebrow.toUpperCase())}</text>
  ${lines
    .map(
      (line, i) =>
        `<text x="${Math.round(92 * k)}" y="${top + i * lineHeight}" font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('')}
  <text x="${Math.round(92 * k)}" y="${height - Math.round(70 * k)}" font-family="${FONT}" font-size="${Math.round(24 * k)}" fill="#e9d6d6">${escapeXml(footer)}</text>
</svg>`;
}

async function brandedImage(opts: {
  width: number;
  height: number;
  eyebrow: string;
  title: string;
  footer: string;
  study: Study;
  seed: number;
}): Promise<sharp.Sharp> {
  const imageWidth = Math.round(opts.width * 0.45);
  const study = await sharp(await renderStudy(opts.study, opts.seed, opts.height))
    .resize(imageWidth, opts.height, { fit: 'cover' })
    .toBuffer();
  const fade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${imageWidth}" height="${opts.height}"><defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#120506" stop-opacity="1"/><stop offset="0.4" stop-color="#120506" stop-opacity="0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#f)"/></svg>`,
  );
  const layers: sharp.OverlayOptions[] = [
    { input: study, left: opts.width - imageWidth, top: 0 },
    { input: fade, left: opts.width - imageWidth, top: 0 },
  ];
  return sharp(
    Buffer.from(
      coverSvg(opts.width, opts.height, opts.eyebrow, opts.title, opts.footer, imageWidth),
    ),
  ).composite(layers);
}

function avatarSvg(fullName: string, hue: number): string {
  const initials = fullName
    .replace(/^Dr\.?\s+/, '')
    .split(/\s+/)
    .map((w) => w[0])
    .slice(0, 2)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,62%)"/><stop offset="1" stop-color="hsl(${hue},50%,34%)"/></linearGradient></defs>
  <rect width="256" height="256" fill="url(#g)"/>
  <text x="128" y="160" text-anchor="middle" font-family="${FONT}" font-size="92" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}

const SESSION_STUDIES: Record<string, Study> = {
  'Chest & Cardiac': { kind: 'cxr', finding: 'cardiomegaly' },
  Neuro: { kind: 'ct-head', finding: 'sah' },
  MSK: { kind: 'xr-knee', finding: 'osteosarcoma' },
  'Mock Viva': { kind: 'cxr', finding: 'bhl' },
  'GI & GU': { kind: 'axr', finding: 'sbo' },
  Paediatrics: { kind: 'us', finding: 'target' },
  'Head & Neck · Breast': { kind: 'mammo', finding: 'spiculated' },
  Chest: { kind: 'cxr', finding: 'cavitating-mass' },
  'Vascular & IR': { kind: 'angio', finding: 'sfa-stenosis' },
  'Nuclear · Cardiac': { kind: 'nm-bone', finding: 'mets' },
  'Mock Exam': { kind: 'ct-abdo', finding: 'liver-mets' },
  Emergency: { kind: 'ct-head', finding: 'extradural' },
  'Viva Technique': { kind: 'xr-pelvis', finding: 'paget' },
};

async function write(image: sharp.Sharp, publicPath: string, quality: number): Promise<void> {
  const file = path.join(PUBLIC_DIR, publicPath);
  mkdirSync(path.dirname(file), { recursive: true });
  await image.webp({ quality, effort: 6 }).toFile(file);
}

function totalSize(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? totalSize(full) : statSync(full).size);
  }, 0);
}

async function main() {
  const only = process.argv[2];
  let count = 0;

  for (const short of demoCaseCategories) {
    for (const [index, sub] of short.cases.entries()) {
      if (only && !sub.slug.includes(only)) continue;
      const png = await renderStudy(sub.study, hashString(sub.slug), 1024);
      await write(sharp(png), caseImagePath(short.slug, index), 62);
      count++;
    }
  }

  // The exam bank: films at the shorts' size, series slices at half of it (scrolled, not zoomed).
  for (const sub of practiceFilmCategories.flatMap((short) => short.cases)) {
    if (only && !sub.slug.includes(only)) continue;
    const png = await sharp(Buffer.from(practiceFilmSvg(sub.film, hashString(sub.slug))))
      .greyscale()
      .png()
      .toBuffer();
    await write(sharp(png), practiceFilmImagePath(sub.slug), 60);
    count++;
  }
  for (const sub of practiceLongCategory.cases) {
    if (only && !sub.slug.includes(only)) continue;
    for (let slice = 1; slice <= sub.slices; slice++) {
      const png = await sharp(
        Buffer.from(seriesSliceSvg(sub.series, slice, sub.slices, hashString(sub.slug))),
      )
        .resize(512, 512)
        .greyscale()
        .png()
        .toBuffer();
      await write(sharp(png), seriesImagePath(sub.slug, slice), 55);
      count++;
    }
  }

  for (const video of demoVideos) {
    if (only && !video.slug.includes(only)) continue;
    const base = {
      eyebrow: `${video.category} · Viva case`,
      title: video.name,
      study: video.study,
      // No play button drawn in: pages put their own over the cover.
      seed: hashString(video.slug),
    };
    await write(
      await brandedImage({ ...base, width: 1280, height: 720, footer: 'FRCR Viva · Video lesson' }),
      videoCoverPath(video.slug),
      70,
    );
    await write(
      await brandedImage({ ...base, width: 480, height: 270, footer: 'FRCR Viva' }),
      videoThumbnailPath(video.slug),
      70,
    );
    count += 2;
  }

  for (const session of demoSessions) {
    if (only && !session.slug.includes(only)) continue;
    const study = SESSION_STUDIES[session.topic];
    if (!study) throw new Error(`No study drawing for session topic ${session.topic}`);
    await write(
      await brandedImage({
        width: 640,
        height: 360,
        eyebrow: `Live · ${session.topic}`,
        title: session.title,
        footer: `${session.fromTime}–${session.toTime} UK time`,
        study,
        seed: hashString(session.slug),
      }),
      sessionThumbnailPath(session.slug),
      70,
    );
    count++;
  }

  for (const person of demoTestimonials) {
    if (only && !person.slug.includes(only)) continue;
    await write(
      sharp(Buffer.from(avatarSvg(person.fullName, person.avatarHue))),
      avatarPath(person.slug),
      75,
    );
    count++;
  }

  const bytes = totalSize(path.join(PUBLIC_DIR, 'demo'));
  console.log(
    `Wrote ${count} images; public/demo/ now holds ${(bytes / 1024 / 1024).toFixed(2)} MB.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

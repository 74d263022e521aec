/*
 * The exam bank's drawings (lib/platform/demo/practice-cases.ts): plain films built from a body part and
 * the signs it shows, and the long cases' series, an axial section whose anatomy changes smoothly
 * from slice to slice with the abnormality on a run of them. Deterministic, like the other demo
 * images.
 */
import type {
  ChestSign,
  MskSign,
  PracticeFilm,
  SeriesAnatomy,
  SeriesStudy,
} from '../lib/platform/demo/practice-cases';
import { FONT, grey, lungMarkings, mulberry32, ribs, S, sideMarker, svg } from './demo-image-kit';

const f = (n: number) => n.toFixed(1);

/** A soft-edged filled shape. */
const fill = (d: string, v: number, blur = 'b3', opacity = 1) =>
  `<path d="${d}" fill="${grey(v)}" opacity="${opacity}" filter="url(#${blur})"/>`;
const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  v: number,
  blur = 'b3',
  opacity = 1,
) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(Math.max(rx, 0))}" ry="${f(Math.max(ry, 0))}" fill="${grey(v)}" opacity="${opacity}" filter="url(#${blur})"/>`;
const line = (d: string, v: number, width: number, blur = 'b1', opacity = 1) =>
  `<path d="${d}" fill="none" stroke="${grey(v)}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round" filter="url(#${blur})"/>`;
const mottle = (opacity: number) =>
  `<rect width="${S}" height="${S}" filter="url(#mottle)" opacity="${opacity}"/>`;

// ---------------------------------------------------------------------------------------------
// Chest films
// ---------------------------------------------------------------------------------------------

function chestFilm(film: Extract<PracticeFilm, { kind: 'chest' }>, rand: () => number): string {
  const has = (sign: ChestSign) => film.signs.includes(sign);
  const scale = { adult: 1, child: 0.86, infant: 0.78, neonate: 0.72 }[film.build];
  const young = film.build === 'infant' || film.build === 'neonate';
  // Mediastinal shift (viewer's x), diaphragm drop, heart size: what the signs do to the whole film.
  const shift = has('right-air-trapping') ? 36 : has('diaphragmatic-hernia') ? -60 : 0;
  const drop =
    has('emphysema') ||
    has('bronchiolitis') ||
    has('upper-bronchiectasis') ||
    has('right-air-trapping')
      ? 60
      : has('basal-fibrosis') || has('surfactant-deficiency')
        ? -55
        : 0;
  const heartScale = has('pulmonary-oedema') ? 1.35 : has('emphysema') ? 0.82 : young ? 1.18 : 1;
  const m = 512 + shift;
  const markings = has('emphysema') ? 0.09 : 0.2;
  const lung = (side: -1 | 1) =>
    `M ${512 + side * 45} 205 C ${512 + side * 170} 175 ${512 + side * 300} 280 ${512 + side * 318} 520 C ${512 + side * 326} 650 ${512 + side * 318} ${760 + drop} ${512 + side * 300} ${830 + drop} C ${512 + side * 220} ${760 + drop} ${512 + side * 120} ${745 + drop} ${512 + side * 50} ${790 + drop} Z`;
  const hw = 142 * heartScale;
  const heart = `M ${m - 40} ${485 + drop * 0.3} C ${m - hw * 0.7} 530 ${m - hw * 0.74} 700 ${m - hw * 0.6} ${790 + drop * 0.5} L ${m + hw * 1.27} ${790 + drop * 0.5} C ${m + hw * 1.44} 700 ${m + hw * 1.06} 570 ${m + 45} ${485 + drop * 0.3} Z`;
  const trachea = has('rul-collapse') ? -22 : 0;
  const p: string[] = [
    `<path d="M 70 1024 L 95 250 C 120 160 270 120 420 112 L 604 112 C 754 120 904 160 929 250 L 954 1024 Z" fill="${grey(88)}" filter="url(#b16)"/>`,
    fill(lung(-1), has('right-air-trapping') ? 8 : 26, 'b16'),
    fill(lung(1), 26, 'b16'),
    lungMarkings(m - 62, 470, -1, rand, has('right-air-trapping') ? 0.08 : markings),
    lungMarkings(m + 62, has('lll-collapse') ? 510 : 470, 1, rand, markings),
    `<rect x="${m - 32}" y="110" width="64" height="760" rx="20" fill="${grey(120)}" opacity="0.7" filter="url(#b8)"/>`,
    fill(`M ${m - 48} 150 L ${m + 52} 150 L ${m + 70} 480 L ${m - 62} 480 Z`, 165, 'b8'),
    fill(
      `M ${m - 12 + trachea} 110 L ${m + 12 + trachea} 110 L ${m + 12 + trachea / 2} 400 L ${m - 12 + trachea / 2} 400 Z`,
      55,
    ),
    ellipse(m + 68, 395, 38, 38, 190, 'b8'),
    ellipse(m - 62, has('rul-collapse') ? 440 : 480, 30, 50, 150, 'b8', 0.8),
    ellipse(m + 62, has('lll-collapse') ? 520 : 470, 30, 50, 150, 'b8', 0.8),
    fill(heart, 200, 'b8'),
    fill(
      `M 175 ${860 + drop} C 215 ${700 + drop} 420 ${675 + drop} ${m} ${795 + drop} C 620 ${710 + drop} 810 ${715 + drop} 850 ${875 + drop} L 870 1024 L 160 1024 Z`,
      168,
      'b8',
    ),
    ellipse(700, 850 + drop, 70, 40, 60, 'b16'),
    ribs(-1, 0.2),
    ribs(1, 0.2),
    line(`M 130 240 C 260 205 370 225 ${m - 30} 245`, 230, 22, 'b3', 0.55),
    line(`M 894 240 C 764 205 654 225 ${m + 30} 245`, 230, 22, 'b3', 0.55),
  ];
  const blobs = (
    n: number,
    cx: number,
    cy: number,
    sx: number,
    sy: number,
    r: number,
    v: number,
  ) => {
    for (let i = 0; i < n; i++)
      p.push(
        ellipse(
          cx + (rand() - 0.5) * sx,
          cy + (rand() - 0.5) * sy,
          r * (0.6 + rand() * 0.6),
          r * (0.5 + rand() * 0.6),
          v,
          'b8',
          0.5,
        ),
      );
  };
  const bronchograms = (x: number, y: number, dir: -1 | 1) => {
    for (let i = 0; i < 4; i++)
      p.push(
        line(
          `M ${x} ${y + i * 18} q ${dir * 40} ${20 + i * 10} ${dir * 80} ${40 + i * 25}`,
          40,
          6,
          'b1',
          0.7,
        ),
      );
  };
  for (const sign of film.signs) {
    switch (sign) {
      case 'rml-consolidation':
        p.push(
          fill(
            `M 300 540 L 440 530 C 450 600 440 700 430 760 C 360 740 300 700 280 640 Z`,
            195,
            'b16',
            0.8,
          ),
        );
        bronchograms(420, 570, -1);
        break;
      case 'rll-consolidation':
        p.push(ellipse(320, 690 + drop * 0.5, 130, 110, 195, 'b16', 0.85));
        bronchograms(400, 620, -1);
        break;
      case 'left-effusion':
      case 'right-effusion': {
        const side = sign === 'left-effusion' ? 1 : -1;
        const x = (d: number) => 512 + side * d;
        p.push(
          fill(
            `M ${x(60)} 560 C ${x(160)} 540 ${x(280)} 500 ${x(325)} 420 L ${x(340)} 1024 L ${x(50)} 1024 Z`,
            200,
            'b8',
            0.95,
          ),
        );
        break;
      }
      case 'pulmonary-oedema':
        p.push(
          ellipse(400, 500, 150, 150, 185, 'b30', 0.55),
          ellipse(624, 500, 150, 150, 185, 'b30', 0.55),
        );
        for (const side of [-1, 1] as const) {
          for (let i = 0; i < 6; i++)
            p.push(
              line(`M ${512 + side * 300} ${680 + i * 16} l ${-side * 40} 2`, 225, 2, 'b1', 0.5),
            );
          p.push(
            fill(
              `M ${512 + side * 330} 700 C ${512 + side * 300} 760 ${512 + side * 260} 800 ${512 + side * 220} 830 L ${512 + side * 340} 840 Z`,
              205,
              'b8',
              0.8,
            ),
          );
          p.push(
            line(
              `M ${512 + side * 70} 420 C ${512 + side * 120} 340 ${512 + side * 160} 290 ${512 + side * 190} 250`,
              215,
              9,
              'b3',
              0.5,
            ),
          );
        }
        break;
      case 'right-hilar-mass':
        p.push(
          ellipse(430, 470, 70, 62, 205, 'b8', 0.9),
          ellipse(415, 520, 50, 45, 200, 'b8', 0.85),
          ellipse(468, 340, 32, 50, 195, 'b8', 0.8),
        );
        break;
      case 'left-nodule':
        p.push(ellipse(690, 470, 34, 32, 210, 'b3'));
        break;
      case 'cannonball':
        for (let i = 0; i < 14; i++) {
          const side = i % 2 ? 1 : -1;
          const r = 18 + rand() * 40;
          p.push(
            ellipse(
              512 + side * (110 + rand() * 190),
              300 + Math.sqrt(rand()) * 460,
              r,
              r,
              210,
              'b3',
              0.85,
            ),
          );
        }
        break;
      case 'rul-collapse':
        p.push(
          fill(
            `M 455 220 C 380 200 260 230 220 300 C 260 370 330 380 380 360 C 420 345 440 390 455 430 Z`,
            200,
            'b8',
            0.9,
          ),
          ellipse(440, 430, 45, 40, 205, 'b3'),
        );
        break;
      case 'lll-collapse':
        p.push(fill(`M 545 520 L 640 800 L 545 800 Z`, 215, 'b3', 0.75));
        break;
      case 'ng-tube-bronchus':
        p.push(
          line(
            `M ${m} 0 L ${m} 430 Q ${m - 20} 470 ${m - 60} 500 L ${m - 110} 640 L ${m - 130} 700`,
            250,
            6,
            'b1',
          ),
        );
        break;
      case 'pleural-plaques':
        for (const [x, y] of [
          [300, 430],
          [360, 600],
          [680, 470],
          [720, 610],
          [640, 350],
        ]) {
          const pts = Array.from({ length: 9 }, (_, i) => {
            const a = (i / 9) * Math.PI * 2;
            const r = 38 + rand() * 30;
            return `${f(x + Math.cos(a) * r)} ${f(y + Math.sin(a) * r * 0.7)}`;
          });
          p.push(fill(`M ${pts.join(' L ')} Z`, 225, 'b1', 0.45));
        }
        p.push(
          line('M 215 450 C 200 530 205 600 215 660', 245, 9),
          line('M 809 430 C 824 520 820 600 812 680', 245, 9),
        );
        p.push(
          line(
            `M 300 ${720 + drop} C 340 ${700 + drop} 380 ${700 + drop} 420 ${715 + drop}`,
            245,
            7,
          ),
        );
        break;
      case 'emphysema':
        p.push(
          ellipse(690, 310, 80, 70, 5, 'b3'),
          `<ellipse cx="690" cy="310" rx="80" ry="70" fill="none" stroke="${grey(200)}" stroke-width="2" opacity="0.6"/>`,
        );
        break;
      case 'apical-cavitation':
        blobs(10, 360, 320, 170, 170, 45, 200);
        p.push(
          `<ellipse cx="350" cy="300" rx="42" ry="36" fill="${grey(25)}" stroke="${grey(205)}" stroke-width="6" filter="url(#b1)"/>`,
        );
        for (let i = 0; i < 25; i++)
          p.push(ellipse(300 + rand() * 150, 430 + rand() * 160, 6, 6, 205, 'b1', 0.6));
        break;
      case 'right-apical-mass':
        p.push(ellipse(330, 250, 95, 80, 215, 'b8', 0.95));
        p.push(line('M 260 300 C 300 280 350 285 380 300', 40, 18, 'b3', 0.8));
        break;
      case 'left-pneumothorax':
        p.push(
          fill(
            `M 560 230 C 700 220 830 300 830 520 C 832 640 826 760 812 830 L 700 820 C 720 700 720 560 700 430 C 680 330 620 260 560 230 Z`,
            8,
            'b3',
          ),
          line('M 560 232 C 620 262 680 330 700 430 C 720 560 720 700 700 820', 220, 3, 'b1', 0.85),
        );
        break;
      case 'hiatus-hernia':
        p.push(
          ellipse(m + 40, 640, 85, 65, 215, 'b3', 0.7),
          fill(`M ${m - 40} 640 C ${m - 40} 590 ${m + 120} 590 ${m + 120} 640 Z`, 40, 'b1'),
        );
        p.push(line(`M ${m - 42} 640 L ${m + 122} 640`, 235, 3));
        break;
      case 'basal-fibrosis':
        for (let i = 0; i < 260; i++) {
          const side = rand() < 0.5 ? -1 : 1;
          const x = 512 + side * (90 + rand() * 230);
          const y = 520 + rand() * 240;
          const a = rand() * Math.PI;
          p.push(
            line(
              `M ${f(x)} ${f(y)} l ${f(Math.cos(a) * 22)} ${f(Math.sin(a) * 22)}`,
              215,
              3,
              'b1',
              0.4,
            ),
          );
        }
        break;
      case 'anterior-mediastinal-mass':
        p.push(
          fill(
            `M 470 230 C 380 250 350 320 370 380 C 340 430 380 480 440 500 L 600 500 C 660 470 690 420 655 370 C 680 310 640 240 560 230 Z`,
            205,
            'b8',
            0.9,
          ),
        );
        break;
      case 'round-pneumonia':
        p.push(ellipse(360, 620, 72, 68, 205, 'b8', 0.9));
        bronchograms(380, 600, -1);
        break;
      case 'right-air-trapping':
        break;
      case 'bronchiolitis':
        for (const side of [-1, 1] as const)
          for (let i = 0; i < 14; i++) {
            const a = (rand() - 0.5) * 1.6;
            const x = 512 + side * 70;
            p.push(
              line(
                `M ${x} 470 l ${f(side * Math.cos(a) * 130)} ${f(Math.sin(a) * 130)}`,
                220,
                7,
                'b3',
                0.35,
              ),
            );
          }
        p.push(
          ellipse(380, 620, 40, 18, 210, 'b8', 0.6),
          ellipse(640, 380, 35, 15, 210, 'b8', 0.6),
        );
        break;
      case 'surfactant-deficiency':
        p.push(fill(lung(-1), 140, 'b16', 0.6), fill(lung(1), 140, 'b16', 0.6));
        for (let i = 0; i < 700; i++) {
          const side = rand() < 0.5 ? -1 : 1;
          p.push(
            ellipse(512 + side * (60 + rand() * 250), 230 + rand() * 480, 3, 3, 200, 'b1', 0.35),
          );
        }
        bronchograms(450, 480, -1);
        bronchograms(574, 480, 1);
        p.push(line(`M ${m} 0 L ${m} 330`, 250, 7, 'b1'));
        break;
      case 'thymus':
        p.push(
          fill(
            `M ${m - 30} 250 C ${m - 120} 270 ${m - 190} 380 ${m - 200} 450 C ${m - 150} 455 ${m - 90} 455 ${m - 30} 455 Z`,
            200,
            'b3',
            0.9,
          ),
        );
        break;
      case 'upper-bronchiectasis':
        for (let i = 0; i < 26; i++) {
          const side = i % 2 ? 1 : -1;
          const x = 512 + side * (90 + rand() * 190);
          const y = 260 + rand() * 230;
          p.push(
            `<circle cx="${f(x)}" cy="${f(y)}" r="${f(9 + rand() * 8)}" fill="none" stroke="${grey(220)}" stroke-width="5" opacity="0.55" filter="url(#b1)"/>`,
          );
          if (i % 3 === 0)
            p.push(
              line(`M ${f(x)} ${f(y)} l ${f(side * 50)} ${f(-30)}`, 220, 4, 'b1', 0.5),
              line(`M ${f(x + 10)} ${f(y + 10)} l ${f(side * 50)} ${f(-30)}`, 220, 4, 'b1', 0.5),
            );
        }
        p.push(
          ellipse(440, 470, 44, 56, 195, 'b8', 0.7),
          ellipse(584, 470, 44, 56, 195, 'b8', 0.7),
        );
        break;
      case 'diaphragmatic-hernia':
        p.push(fill(lung(1), 120, 'b8', 0.9));
        for (let i = 0; i < 11; i++) {
          const x = 600 + (i % 3) * 75 + rand() * 20;
          const y = 330 + Math.floor(i / 3) * 110 + rand() * 20;
          p.push(
            `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(34 + rand() * 10)}" ry="${f(30 + rand() * 8)}" fill="${grey(30)}" stroke="${grey(150)}" stroke-width="6" filter="url(#b3)"/>`,
          );
        }
        p.push(line(`M ${m} 0 L ${m} 480 Q ${m + 40} 540 ${m + 120} 560`, 250, 5, 'b1'));
        break;
    }
  }
  p.push(mottle(0.18));
  const body = `<g transform="translate(512 540) scale(${scale}) translate(-512 -540)">${p.join('')}</g>`;
  return svg(S, S, `${body}${sideMarker()}`);
}

// ---------------------------------------------------------------------------------------------
// Musculoskeletal films
// ---------------------------------------------------------------------------------------------

const BONE = 205;

function wristFilm(child: boolean, has: (s: MskSign) => boolean, rand: () => number): string[] {
  const osteopenic = has('rickets') || has('rheumatoid');
  const bone = osteopenic ? 170 : BONE;
  const p: string[] = [
    fill(
      'M 250 0 L 774 0 C 800 400 840 700 860 1024 L 164 1024 C 184 700 224 400 250 0 Z',
      78,
      'b16',
    ),
  ];
  // Radius on the viewer's right (thumb side of a right wrist seen PA), ulna on the left.
  const radiusEnd = has('colles') ? 470 : 500;
  p.push(
    fill(
      `M 540 0 L 700 0 C 705 250 720 380 770 ${radiusEnd} C 700 ${radiusEnd + 30} 600 ${radiusEnd + 40} 530 ${radiusEnd + 10} C 540 400 545 250 540 0 Z`,
      bone,
    ),
    `<rect x="585" y="0" width="70" height="${radiusEnd - 60}" fill="${grey(bone - 60)}" opacity="0.45" filter="url(#b8)"/>`,
    fill(
      `M 330 0 L 440 0 C 445 250 450 380 470 480 C 430 500 370 500 340 480 C 345 380 335 250 330 0 Z`,
      bone,
    ),
  );
  if (child) {
    const physis = has('salter-harris-2') ? 20 : has('rickets') ? 26 : 10;
    p.push(
      line(
        `M 535 ${radiusEnd - 50} C 620 ${radiusEnd - 45} 700 ${radiusEnd - 55} 765 ${radiusEnd - 40}`,
        70,
        physis,
      ),
    );
    p.push(line('M 338 440 C 380 448 430 448 468 440', 70, physis));
    if (has('rickets')) {
      p.push(
        fill(
          `M 525 ${radiusEnd - 70} C 560 ${radiusEnd - 40} 740 ${radiusEnd - 40} 780 ${radiusEnd - 75} L 790 ${radiusEnd - 50} C 740 ${radiusEnd - 30} 560 ${radiusEnd - 30} 515 ${radiusEnd - 45} Z`,
          230,
          'b1',
          0.6,
        ),
      );
      for (let i = 0; i < 14; i++)
        p.push(
          line(
            `M ${f(530 + i * 18)} ${radiusEnd - 58} l ${f((rand() - 0.5) * 6)} 14`,
            230,
            3,
            'b1',
            0.8,
          ),
        );
    }
  }
  // Carpus: two rows, fewer bones in a young child.
  const carpals: [number, number, number, number][] =
    child && has('rickets')
      ? [
          [600, 620, 45, 40],
          [470, 630, 42, 38],
        ]
      : [
          [640, 580, 75, 38],
          [540, 575, 44, 40],
          [455, 570, 40, 36],
          [400, 600, 26, 24],
          [660, 670, 40, 34],
          [585, 675, 38, 40],
          [505, 670, 46, 44],
          [430, 670, 40, 42],
        ];
  carpals.forEach(([x, y, rx, ry], i) =>
    p.push(
      `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${grey(bone + 5)}" transform="rotate(${i === 0 ? -35 : 0} ${x} ${y})" filter="url(#b3)"/>`,
    ),
  );
  for (let i = 0; i < 5; i++) {
    const x = 410 + i * 70;
    p.push(
      fill(
        `M ${x - 20} 730 L ${x + 20} 730 L ${x + 14 - i * 4} 1024 L ${x - 14 - i * 4} 1024 Z`,
        bone,
      ),
    );
  }
  if (has('scaphoid-waist')) p.push(line('M 615 560 L 665 600', 45, 7));
  if (has('colles')) {
    p.push(
      line(`M 535 ${radiusEnd - 40} L 770 ${radiusEnd - 55}`, 235, 16, 'b3', 0.9),
      line('M 355 470 L 385 490', 45, 5),
    );
  }
  if (has('salter-harris-2'))
    p.push(
      fill(`M 700 ${radiusEnd - 50} L 770 ${radiusEnd - 40} L 735 ${radiusEnd - 120} Z`, 230, 'b1'),
      line(`M 700 ${radiusEnd - 55} L 735 ${radiusEnd - 125}`, 50, 6),
    );
  if (has('buckle'))
    for (const x of [545, 712]) p.push(ellipse(x + (x > 600 ? 8 : -8), 380, 10, 22, 225, 'b1'));
  return p;
}

function handFilm(has: (s: MskSign) => boolean, rand: () => number): string[] {
  const ra = has('rheumatoid');
  const bone = ra ? 180 : BONE;
  const p: string[] = [
    fill('M 200 1024 C 200 700 180 400 260 150 L 800 150 C 850 400 830 700 820 1024 Z', 78, 'b16'),
  ];
  for (let i = 0; i < 4; i++) {
    const x = 340 + i * 110;
    const head = 470;
    p.push(
      fill(
        `M ${x - 26} 1000 L ${x + 26} 1000 L ${x + 20} ${head + 20} L ${x - 20} ${head + 20} Z`,
        bone,
      ),
    );
    const boxer = has('boxers') && i === 0;
    p.push(ellipse(x + (boxer ? 10 : 0), head + (boxer ? 18 : 0), 34, 30, bone + 10));
    if (boxer) p.push(line(`M ${x - 28} ${head + 42} L ${x + 28} ${head + 30}`, 45, 7));
    if (ra) {
      for (const dx of [-30, 30]) p.push(ellipse(x + dx, head + 4, 9, 10, 70, 'b1'));
    }
    const tilt = ra ? -12 : 0;
    p.push(`<g transform="rotate(${tilt} ${x} ${head})">`);
    p.push(
      fill(
        `M ${x - 20} ${head - 40} L ${x + 20} ${head - 40} L ${x + 16} ${head - 230} L ${x - 16} ${head - 230} Z`,
        bone,
      ),
    );
    p.push(
      fill(
        `M ${x - 16} ${head - 250} L ${x + 16} ${head - 250} L ${x + 13} ${head - 360} L ${x - 13} ${head - 360} Z`,
        bone,
      ),
    );
    p.push(`</g>`);
  }
  p.push(fill('M 770 1000 C 790 900 820 820 850 760 L 880 780 C 860 850 830 930 815 1010 Z', bone));
  p.push(mottle(0.05 + rand() * 0.01));
  return p;
}

function elbowFilm(child: boolean, has: (s: MskSign) => boolean): string[] {
  const p: string[] = [
    fill('M 0 180 C 300 200 600 380 1024 560 L 1024 900 C 600 760 300 560 0 520 Z', 80, 'b16'),
  ];
  // Lateral view: humerus from the upper left, forearm to the lower right.
  const effusion = has('radial-head') || has('supracondylar');
  p.push(fill('M 0 260 L 430 400 L 420 520 L 0 420 Z', BONE));
  p.push(ellipse(470, 470, 90, 80, BONE + 5));
  const cap = has('supracondylar') ? [-25, 10] : [0, 0];
  p.push(ellipse(520 + cap[0], 500 + cap[1], child ? 36 : 60, child ? 34 : 58, BONE + 15, 'b3'));
  if (child) p.push(ellipse(440, 420, 38, 26, 170, 'b3', 0.8));
  p.push(
    fill(
      'M 380 560 C 440 610 520 600 560 560 L 1024 780 L 1024 870 L 520 650 C 460 660 400 620 380 560 Z',
      BONE,
    ),
  );
  p.push(fill('M 560 520 L 1024 640 L 1024 720 L 560 600 Z', BONE - 10));
  p.push(ellipse(585, 555, child ? 22 : 34, 28, BONE + 10, 'b3'));
  // Fat pads: anterior above the coronoid, posterior in the olecranon fossa.
  p.push(
    effusion
      ? fill('M 330 330 C 380 280 470 300 520 380 C 460 360 400 360 330 345 Z', 55, 'b3')
      : fill('M 360 375 C 420 370 470 380 515 395 C 460 395 410 392 360 385 Z', 55, 'b3'),
  );
  if (effusion)
    p.push(fill('M 300 470 C 350 520 400 540 440 545 C 400 560 340 540 300 500 Z', 55, 'b3'));
  if (has('supracondylar')) p.push(line('M 360 500 C 400 450 430 420 460 400', 55, 6));
  if (has('radial-head')) p.push(line('M 575 525 L 600 585', 55, 5));
  return p;
}

function shoulderFilm(has: (s: MskSign) => boolean): string[] {
  const p: string[] = [fill('M 0 120 C 300 60 700 80 1024 200 L 1024 1024 L 0 1024 Z', 82, 'b16')];
  p.push(fill('M 560 300 C 600 500 700 780 780 1000 L 1024 1000 L 1024 260 Z', 150, 'b16', 0.6));
  p.push(line('M 1024 300 C 800 260 600 240 420 250', BONE, 40, 'b3'));
  p.push(fill('M 300 190 C 420 180 520 200 600 250 L 580 290 C 500 260 400 250 300 255 Z', BONE));
  p.push(ellipse(600, 430, 40, 95, BONE + 5));
  p.push(ellipse(560, 330, 30, 22, BONE + 10));
  let head = { x: 450, y: 430 };
  if (has('anterior-dislocation')) head = { x: 560, y: 560 };
  const bulb = has('posterior-dislocation');
  p.push(
    fill(
      `M ${head.x - 150} ${head.y + 140} L ${head.x - 110} 1024 L ${head.x + 10} 1024 L ${head.x - 20} ${head.y + 140} Z`,
      BONE,
    ),
  );
  p.push(
    bulb
      ? ellipse(head.x - 20, head.y + 10, 115, 118, BONE + 10)
      : ellipse(head.x - 10, head.y, 125, 115, BONE + 10),
  );
  if (bulb) p.push(line(`M ${head.x + 40} ${head.y - 60} L ${head.x + 45} ${head.y + 40}`, 240, 6));
  if (!has('anterior-dislocation') && !bulb)
    p.push(ellipse(560, 430, 20, 80, BONE + 20, 'b3', 0.7));
  for (let i = 0; i < 4; i++)
    p.push(
      line(
        `M 1024 ${400 + i * 140} C 900 ${380 + i * 140} 800 ${420 + i * 140} 720 ${480 + i * 140}`,
        220,
        16,
        'b3',
        0.25,
      ),
    );
  return p;
}

function kneeFilm(child: boolean, has: (s: MskSign) => boolean, rand: () => number): string[] {
  const medialGap = has('osteoarthritis') ? 10 : 46;
  const p: string[] = [
    fill(
      'M 230 0 L 794 0 C 800 400 810 600 800 1024 L 224 1024 C 214 600 224 400 230 0 Z',
      75,
      'b16',
    ),
    fill(
      'M 420 0 L 604 0 L 612 330 C 700 380 720 460 690 500 C 600 520 540 490 512 470 C 484 490 424 520 334 500 C 304 460 324 380 412 330 Z',
      BONE,
    ),
    `<rect x="455" y="0" width="114" height="330" fill="${grey(150)}" opacity="0.45" filter="url(#b8)"/>`,
    ellipse(512, 420, 90, 110, 230, 'b8', 0.25),
  ];
  const plateau = 500 + 46;
  // The tibia: its medial (viewer's left) half sits higher when the medial joint space narrows.
  p.push(
    fill(
      `M 330 ${500 + medialGap} C 420 ${500 + medialGap - 10} 600 ${plateau - 10} 700 ${plateau} C 700 ${plateau + 60} 640 ${plateau + 100} 610 ${plateau + 140} L 600 1024 L 430 1024 L 418 ${plateau + 140} C 380 ${plateau + 100} 330 ${plateau + 60} 330 ${500 + medialGap} Z`,
      BONE,
    ),
    fill(
      `M 700 ${plateau + 80} C 740 ${plateau + 70} 760 ${plateau + 100} 750 ${plateau + 140} L 735 1024 L 700 1024 L 705 ${plateau + 160} Z`,
      190,
    ),
  );
  if (child) {
    p.push(
      line('M 340 440 C 420 420 600 420 685 440', 70, 10),
      line(
        `M 345 ${plateau + 50} C 430 ${plateau + 35} 600 ${plateau + 35} 690 ${plateau + 50}`,
        70,
        10,
      ),
    );
  }
  if (has('osteoarthritis')) {
    p.push(
      fill('M 330 500 L 300 520 L 335 530 Z', 225, 'b1'),
      fill('M 330 515 L 296 540 L 334 545 Z', 225, 'b1'),
      line(
        `M 335 ${500 + medialGap + 8} C 400 ${500 + medialGap} 460 ${500 + medialGap} 505 ${510 + medialGap}`,
        250,
        14,
        'b3',
        0.7,
      ),
      ellipse(380, 530 + medialGap, 10, 8, 80, 'b1'),
    );
  }
  if (has('giant-cell-tumour')) {
    p.push(
      ellipse(620, plateau + 70, 80, 70, 85, 'b3'),
      ellipse(640, plateau + 60, 40, 30, 120, 'b8', 0.5),
    );
  }
  if (has('plateau-fracture')) {
    p.push(
      fill(
        `M 560 ${plateau - 4} L 700 ${plateau} L 690 ${plateau + 30} L 570 ${plateau + 25} Z`,
        70,
        'b1',
      ),
      line(`M 600 ${plateau + 20} L 640 ${plateau + 150}`, 50, 6),
    );
  }
  if (has('chondrocalcinosis')) {
    p.push(
      line(
        `M 350 ${508 + medialGap / 2} C 400 ${500 + medialGap / 2} 460 ${500 + medialGap / 2} 500 ${510 + medialGap / 2}`,
        250,
        3,
      ),
    );
    p.push(
      line(
        `M 530 ${plateau - 20} C 580 ${plateau - 26} 640 ${plateau - 26} 690 ${plateau - 18}`,
        250,
        3,
      ),
    );
    for (let i = 0; i < 20; i++)
      p.push(ellipse(350 + rand() * 330, 515 + rand() * 20, 2.5, 2.5, 250, 'b1'));
  }
  if (has('non-ossifying-fibroma')) {
    p.push(
      `<ellipse cx="590" cy="330" rx="32" ry="80" fill="${grey(110)}" stroke="${grey(240)}" stroke-width="6" filter="url(#b1)"/>`,
    );
  }
  return p;
}

function ankleFilm(has: (s: MskSign) => boolean): string[] {
  const shiftTalus = has('weber-b') ? 28 : 0;
  const p: string[] = [
    fill(
      'M 260 0 L 764 0 C 780 500 820 800 840 1024 L 184 1024 C 204 800 244 500 260 0 Z',
      78,
      'b16',
    ),
    fill(
      'M 330 0 L 620 0 C 625 300 650 480 660 560 L 380 560 C 360 620 320 640 300 600 C 320 480 335 300 330 0 Z',
      BONE,
    ),
    `<rect x="420" y="0" width="120" height="480" fill="${grey(150)}" opacity="0.45" filter="url(#b8)"/>`,
    fill(
      'M 680 0 L 740 0 C 745 300 760 500 760 600 C 745 660 710 680 690 640 L 672 520 C 678 300 676 150 680 0 Z',
      195,
    ),
    fill(
      `M ${390 + shiftTalus} ${590} C ${460 + shiftTalus} 560 ${600 + shiftTalus} 560 ${670 + shiftTalus} 590 L ${680 + shiftTalus} 720 C ${600 + shiftTalus} 760 ${450 + shiftTalus} 760 ${380 + shiftTalus} 720 Z`,
      BONE + 5,
    ),
    fill('M 320 780 C 450 760 650 760 740 790 L 760 1024 L 300 1024 Z', BONE - 10, 'b3', 0.9),
  ];
  if (has('weber-b')) p.push(line('M 672 600 L 752 520', 45, 7));
  return p;
}

function pelvisFilm(child: boolean, has: (s: MskSign) => boolean): string[] {
  const p: string[] = [
    `<rect x="40" y="60" width="944" height="964" rx="120" fill="${grey(70)}" filter="url(#b16)"/>`,
    fill(
      'M 470 250 C 350 150 170 170 120 260 C 110 380 200 470 300 560 L 420 560 C 450 450 470 350 470 250 Z',
      BONE,
      'b8',
      0.8,
    ),
    fill(
      'M 554 250 C 674 150 854 170 904 260 C 914 380 824 470 724 560 L 604 560 C 574 450 554 350 554 250 Z',
      BONE,
      'b8',
      0.8,
    ),
    fill('M 440 140 L 584 140 L 570 420 C 550 470 474 470 454 420 Z', 185, 'b8'),
    fill(
      'M 300 600 C 330 560 460 560 500 640 L 505 780 C 440 800 330 790 300 740 Z',
      BONE,
      'b3',
      0.85,
    ),
    fill(
      'M 724 600 C 694 560 564 560 524 640 L 519 780 C 584 800 694 790 724 740 Z',
      BONE,
      'b3',
      0.85,
    ),
    ellipse(405, 690, 62, 52, 60),
    ellipse(619, 690, 62, 52, 60),
  ];
  for (const side of [-1, 1] as const) {
    const cx = 512 + side * 290;
    const oa = side === -1 && has('hip-osteoarthritis');
    const perthes = side === 1 && has('perthes');
    const gap = oa ? 4 : 16;
    p.push(
      fill(
        `M ${cx + side * 40} 600 L ${cx + side * 170} 640 L ${cx + side * 150} 1024 L ${cx + side * 40} 1024 L ${cx + side * 30} 760 Z`,
        BONE,
      ),
      fill(
        `M ${cx - side * 10} 560 L ${cx + side * 120} 610 L ${cx + side * 90} 700 L ${cx - side * 20} 620 Z`,
        BONE,
      ),
      ellipse(cx + side * 110, 760, 28, 34, 225, 'b3', 0.7),
    );
    const r = child ? 62 : 72;
    p.push(
      perthes
        ? ellipse(cx, 575, r * 0.95, r * 0.6, 240)
        : `<circle cx="${cx}" cy="${560}" r="${r}" fill="${grey(215)}" filter="url(#b3)"/>`,
    );
    if (perthes) p.push(line(`M ${cx - 40} 545 C ${cx} 530 ${cx + 30} 535 ${cx + 50} 550`, 60, 6));
    if (child) p.push(line(`M ${cx - side * 40} 605 L ${cx + side * 55} 545`, 80, 8));
    p.push(
      line(
        `M ${cx - side * 80} ${500 - gap} C ${cx - side * 30} ${450 - gap} ${cx + side * 50} ${450 - gap} ${cx + side * 90} ${500 - gap}`,
        240,
        oa ? 22 : 14,
        'b3',
      ),
    );
    if (oa)
      p.push(
        fill(`M ${cx + side * 85} 500 l ${side * 40} -10 l ${-side * 30} 30 Z`, 235, 'b1'),
        ellipse(cx + side * 20, 470, 10, 8, 80, 'b1'),
      );
  }
  return p;
}

function shaftFilm(child: boolean, has: (s: MskSign) => boolean, rand: () => number): string[] {
  const p: string[] = [
    fill(
      'M 300 0 L 724 0 C 740 500 740 700 730 1024 L 294 1024 C 284 700 284 500 300 0 Z',
      78,
      'b16',
    ),
  ];
  if (child) {
    p.push(
      fill('M 420 60 C 500 40 580 60 600 80 L 585 900 C 560 930 460 930 440 900 Z', BONE),
      `<rect x="470" y="120" width="80" height="760" fill="${grey(150)}" opacity="0.45" filter="url(#b8)"/>`,
      fill('M 640 110 L 672 110 L 665 880 L 640 880 Z', 190),
      line('M 420 110 C 500 100 560 100 600 110', 70, 10),
      line('M 442 880 C 500 890 560 890 586 880', 70, 10),
    );
    if (has('toddler')) p.push(line('M 455 760 L 570 640', 80, 3, 'b1', 0.8));
  } else {
    p.push(
      fill('M 440 0 L 590 0 L 600 1024 L 430 1024 Z', BONE),
      `<rect x="475" y="0" width="80" height="1024" fill="${grey(140)}" opacity="0.45" filter="url(#b8)"/>`,
    );
    if (has('lytic-pathological')) {
      for (let i = 0; i < 60; i++)
        p.push(
          ellipse(
            450 + rand() * 130,
            380 + rand() * 260,
            6 + rand() * 10,
            4 + rand() * 8,
            90,
            'b1',
            0.7,
          ),
        );
      p.push(fill('M 420 515 L 610 500 L 610 525 L 420 540 Z', 65, 'b1'));
    }
  }
  return p;
}

function mskFilm(film: Extract<PracticeFilm, { kind: 'msk' }>, rand: () => number): string {
  const has = (sign: MskSign) => film.signs.includes(sign);
  const parts = {
    wrist: () => wristFilm(film.child, has, rand),
    hand: () => handFilm(has, rand),
    elbow: () => elbowFilm(film.child, has),
    shoulder: () => shoulderFilm(has),
    knee: () => kneeFilm(film.child, has, rand),
    ankle: () => ankleFilm(has),
    pelvis: () => pelvisFilm(film.child, has),
    shaft: () => shaftFilm(film.child, has, rand),
  }[film.part]();
  const scale = film.child && film.part !== 'pelvis' ? 0.85 : 1;
  return svg(
    S,
    S,
    `<g transform="translate(512 512) scale(${scale}) translate(-512 -512)">${parts.join('')}</g>${mottle(0.28)}${sideMarker()}`,
  );
}

/** A plain film of the exam bank, as SVG. */
export function practiceFilmSvg(film: PracticeFilm, seed: number): string {
  const rand = mulberry32(seed);
  return film.kind === 'chest' ? chestFilm(film, rand) : mskFilm(film, rand);
}

// ---------------------------------------------------------------------------------------------
// Series
// ---------------------------------------------------------------------------------------------

/** 0 outside [from, to], rising to 1 in the middle: how much of a lesion a slice cuts. */
function run(t: number, from: number, to: number): number {
  if (t <= from || t >= to) return 0;
  const x = (2 * (t - from)) / (to - from) - 1;
  return Math.sqrt(1 - x * x);
}

function brainSlice(t: number, rand: () => number): string[] {
  // Skull base (t = 0) to vertex (t = 1), T1 after contrast: fat bright, CSF dark.
  const size = 0.62 + 0.38 * Math.sin(Math.PI * (0.12 + 0.8 * t));
  const rx = 340 * size;
  const ry = 420 * size;
  const p: string[] = [
    ellipse(512, 520, rx + 30, ry + 30, 190, 'b1'),
    ellipse(512, 520, rx + 12, ry + 12, 30, 'b1'),
    ellipse(512, 520, rx, ry, 120, 'b1'),
    ellipse(512, 520, rx * 0.75, ry * 0.78, 135, 'b16'),
  ];
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const d = 14 + rand() * 30;
    p.push(
      line(
        `M ${f(512 + Math.cos(a) * rx)} ${f(520 + Math.sin(a) * ry)} L ${f(512 + Math.cos(a) * (rx - d))} ${f(520 + Math.sin(a) * (ry - d))}`,
        45,
        4,
        'b1',
        0.7,
      ),
    );
  }
  if (t < 0.3) {
    // Orbital fat in front of the anterior cranial fossa.
    const y = 520 - ry + 40;
    p.push(
      ellipse(430, y, 55, 45, 200, 'b3', 1 - t * 3),
      ellipse(594, y, 55, 45, 200, 'b3', 1 - t * 3),
    );
    p.push(ellipse(512, 760, 180 * (1 - t * 2), 110 * (1 - t * 2), 110, 'b3'));
  }
  const lesion = run(t, 0.3, 0.78);
  const shift = -28 * lesion;
  const vent = run(t, 0.3, 0.8);
  if (vent > 0) {
    p.push(
      fill(
        `M ${495 + shift} 400 C ${440 + shift} 410 ${430 + shift} ${480 + vent * 80} ${455 + shift} ${560 + vent * 60} C ${480 + shift} 520 ${495 + shift} 470 ${505 + shift} 410 Z`,
        25,
        'b3',
        vent,
      ),
      fill(
        `M ${529 + shift} 400 C ${584 + shift} 410 ${594 + shift} ${480 + vent * 80} ${569 + shift} ${560 + vent * 60} C ${544 + shift} 520 ${529 + shift} 470 ${519 + shift} 410 Z`,
        25,
        'b3',
        vent,
      ),
    );
  }
  p.push(
    line(
      `M ${512 + shift * 0.3} ${520 - ry + 10} L ${512 + shift} 520 L ${512 + shift * 0.3} ${520 + ry - 10}`,
      60,
      4,
    ),
  );
  if (lesion > 0) {
    const r = 120 * lesion;
    p.push(ellipse(400, 360, r * 1.9, r * 1.7, 95, 'b16', 0.9));
    p.push(
      `<ellipse cx="400" cy="360" rx="${f(r)}" ry="${f(r * 0.9)}" fill="${grey(70)}" stroke="${grey(235)}" stroke-width="${f(10 + 8 * lesion)}" filter="url(#b1)"/>`,
    );
    const cross = run(t, 0.42, 0.66);
    if (cross > 0)
      p.push(
        ellipse(512, 330, 70 * cross, 26 * cross, 215, 'b3'),
        ellipse(585, 340, 40 * cross, 30 * cross, 200, 'b3', 0.9),
      );
  }
  return p;
}

function abdomenWall(p: string[], scale = 1): void {
  p.unshift(
    ellipse(512, 520, 470 * scale, 350 * scale, 145, 'b1'),
    ellipse(512, 520, 455 * scale, 335 * scale, 62),
    ellipse(512, 525, 405 * scale, 290 * scale, 130, 'b1'),
    ellipse(512, 525, 385 * scale, 272 * scale, 70, 'b1'),
  );
}

function spine(p: string[], body = 225): void {
  p.push(
    `<circle cx="512" cy="690" r="70" fill="${grey(body)}" filter="url(#b1)"/>`,
    `<circle cx="512" cy="690" r="52" fill="${grey(body - 50)}" filter="url(#b1)"/>`,
    fill('M 470 760 L 554 760 L 540 840 L 484 840 Z', 230, 'b1'),
    `<circle cx="512" cy="790" r="22" fill="${grey(80)}" filter="url(#b1)"/>`,
  );
}

function upperAbdomenSlice(t: number, rand: () => number): string[] {
  const p: string[] = [];
  const liver = 1 - 0.55 * t;
  p.push(
    fill(
      `M 140 ${420} C 160 ${290} 330 220 ${f(200 + 280 * liver)} 250 C ${f(220 + 300 * liver)} 300 ${f(200 + 300 * liver)} 400 ${f(150 + 280 * liver)} 470 C 380 560 300 640 200 640 C 150 580 130 500 140 420 Z`,
      150,
      'b1',
    ),
  );
  const ducts = run(t, -0.1, 0.45);
  for (let i = 0; i < 6 && ducts > 0; i++) {
    const a = -0.9 + i * 0.35;
    p.push(
      line(
        `M 400 420 l ${f(-Math.cos(a) * 140 * liver)} ${f(Math.sin(a) * 90)}`,
        70,
        10 * ducts,
        'b1',
      ),
    );
  }
  p.push(ellipse(830, 470, 60 * (1 - t * 0.6), 90 * (1 - t * 0.6), 145, 'b1'));
  if (t < 0.5)
    p.push(
      fill('M 560 260 C 660 240 760 300 760 380 C 730 430 640 420 580 380 Z', 95, 'b1', 1 - t * 2),
    );
  const kidneys = run(t, 0.3, 1.2);
  if (kidneys > 0) {
    p.push(
      ellipse(365, 640, 70 * kidneys, 85 * kidneys, 185, 'b1'),
      ellipse(660, 640, 70 * kidneys, 85 * kidneys, 185, 'b1'),
    );
  }
  // Pancreas: body and tail across the aorta, the head by the duodenum.
  const pancreas = run(t, 0.2, 0.8);
  if (pancreas > 0) {
    p.push(
      fill(
        `M 420 520 C 480 ${500 - 20 * pancreas} 600 480 740 470 C 750 490 740 510 700 510 C 600 520 520 540 450 560 Z`,
        140,
        'b1',
        pancreas,
      ),
    );
    const pd = run(t, 0.35, 0.65);
    if (pd > 0) p.push(line('M 470 535 C 560 515 640 500 720 490', 75, 10 * pd, 'b1'));
  }
  const head = run(t, 0.3, 0.85);
  if (head > 0) p.push(ellipse(430, 540, 70 * head, 60 * head, 140, 'b1'));
  const mass = run(t, 0.4, 0.75);
  if (mass > 0) p.push(ellipse(440, 545, 58 * mass, 52 * mass, 92, 'b3'));
  const cbd = run(t, 0.05, 0.55);
  if (cbd > 0) p.push(ellipse(400, 510, 18 * cbd, 18 * cbd, 60, 'b1'));
  p.push(
    `<circle cx="545" cy="595" r="28" fill="${grey(225)}" filter="url(#b1)"/>`,
    `<circle cx="500" cy="585" r="24" fill="${grey(165)}" filter="url(#b1)"/>`,
  );
  p.push(`<circle cx="530" cy="520" r="12" fill="${grey(200)}" filter="url(#b1)"/>`);
  for (let i = 0; i < 5; i++)
    p.push(
      `<circle cx="${f(600 + rand() * 200)}" cy="${f(380 + rand() * 120)}" r="${f(22 + rand() * 10)}" fill="${grey(110)}" stroke="${grey(160)}" stroke-width="5" filter="url(#b1)"/>`,
    );
  abdomenWall(p);
  spine(p);
  return p;
}

function kidneySlice(t: number, rand: () => number): string[] {
  const p: string[] = [];
  const liver = run(t, -0.6, 0.55);
  if (liver > 0) p.push(ellipse(260, 450, 170 * liver, 150 * liver, 150, 'b1'));
  const k = run(t, 0.1, 1.0);
  if (k > 0) {
    p.push(
      ellipse(365, 640, 75 * k, 90 * k, 185, 'b1'),
      ellipse(365, 640, 28 * k, 40 * k, 110, 'b1'),
    );
    p.push(
      ellipse(660, 640, 75 * k, 90 * k, 185, 'b1'),
      ellipse(660, 640, 28 * k, 40 * k, 110, 'b1'),
    );
  }
  const mass = run(t, 0.38, 0.88);
  if (mass > 0) {
    p.push(ellipse(300, 650, 110 * mass, 105 * mass, 160, 'b1'));
    for (let i = 0; i < 6; i++)
      p.push(
        ellipse(
          300 + (rand() - 0.5) * 120 * mass,
          650 + (rand() - 0.5) * 120 * mass,
          20 * mass,
          16 * mass,
          rand() < 0.5 ? 95 : 200,
          'b3',
          0.8,
        ),
      );
  }
  // IVC filled with enhancing thrombus down to the renal vein, which is expanded.
  const thrombus = t < 0.55;
  p.push(ellipse(465, 590, thrombus ? 40 : 28, thrombus ? 34 : 22, thrombus ? 150 : 215, 'b1'));
  if (thrombus)
    for (let i = 0; i < 4; i++) p.push(line(`M ${450 + i * 8} 575 l 4 30`, 200, 3, 'b1', 0.7));
  const vein = run(t, 0.35, 0.6);
  if (vein > 0) p.push(line('M 360 620 C 400 600 430 595 460 590', 150, 34 * vein, 'b1'));
  p.push(`<circle cx="545" cy="595" r="26" fill="${grey(235)}" filter="url(#b1)"/>`);
  const nodes = run(t, 0.4, 0.8);
  if (nodes > 0) p.push(ellipse(505, 545, 24 * nodes, 20 * nodes, 140, 'b1'));
  for (let i = 0; i < 7; i++)
    p.push(
      `<circle cx="${f(430 + rand() * 280)}" cy="${f(360 + rand() * 150)}" r="${f(22 + rand() * 10)}" fill="${grey(110)}" stroke="${grey(160)}" stroke-width="5" filter="url(#b1)"/>`,
    );
  abdomenWall(p);
  spine(p);
  return p;
}

function thoraxSlice(t: number, rand: () => number): string[] {
  const lung = 0.55 + 0.45 * Math.sin(Math.PI * Math.min(1, 0.15 + t));
  const p: string[] = [
    fill(
      `M ${512 - 80 - 320 * lung} 520 C ${512 - 80 - 320 * lung} 320 ${512 - 80 - 180 * lung} 260 430 270 L 440 760 C 280 800 ${512 - 80 - 320 * lung} 720 ${512 - 80 - 320 * lung} 520 Z`,
      16,
      'b1',
    ),
    fill(
      `M ${512 + 80 + 320 * lung} 520 C ${512 + 80 + 320 * lung} 320 ${512 + 80 + 180 * lung} 260 594 270 L 584 760 C 744 800 ${512 + 80 + 320 * lung} 720 ${512 + 80 + 320 * lung} 520 Z`,
      16,
      'b1',
    ),
  ];
  for (let i = 0; i < 70; i++) {
    const side = rand() < 0.5 ? -1 : 1;
    p.push(
      `<circle cx="${f(512 + side * (130 + rand() * 260 * lung))}" cy="${f(320 + rand() * 400)}" r="${f(2 + rand() * 4)}" fill="${grey(95)}"/>`,
    );
  }
  const emphysema = run(t, -0.2, 0.5);
  for (let i = 0; i < 14 && emphysema > 0; i++)
    p.push(
      ellipse(
        512 + (i % 2 ? 1 : -1) * (160 + rand() * 180),
        330 + rand() * 200,
        14,
        12,
        3,
        'b1',
        emphysema,
      ),
    );
  p.push(fill('M 440 300 C 480 280 560 280 600 300 L 610 640 L 420 640 Z', 120, 'b3'));
  const heart = run(t, 0.5, 1.4);
  if (heart > 0) p.push(ellipse(560, 480, 170 * heart, 130 * heart, 150, 'b1'));
  // The trachea divides at the carina; the arch runs across above it.
  if (t < 0.45) p.push(ellipse(512, 420, 30, 28, 5, 'b1'));
  else if (t < 0.65) p.push(ellipse(470, 440, 20, 18, 5, 'b1'), ellipse(560, 440, 20, 18, 5, 'b1'));
  const arch = run(t, 0.2, 0.42);
  if (arch > 0) p.push(line('M 470 360 C 520 330 580 360 600 420', 225, 60 * arch));
  else if (t >= 0.42)
    p.push(
      `<circle cx="470" cy="380" r="42" fill="${grey(220)}" filter="url(#b1)"/>`,
      `<circle cx="595" cy="630" r="38" fill="${grey(220)}" filter="url(#b1)"/>`,
    );
  const mass = run(t, 0.12, 0.5);
  if (mass > 0) {
    const r = 75 * mass;
    p.push(ellipse(300, 560, r, r * 0.9, 150, 'b1'));
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      p.push(
        line(
          `M ${f(300 + Math.cos(a) * r)} ${f(560 + Math.sin(a) * r * 0.9)} l ${f(Math.cos(a) * 40 * mass)} ${f(Math.sin(a) * 40 * mass)}`,
          140,
          4,
          'b1',
        ),
      );
    }
  }
  const para = run(t, 0.22, 0.44);
  if (para > 0) p.push(ellipse(452, 400, 30 * para, 34 * para, 150, 'b1'));
  const sub = run(t, 0.45, 0.62);
  if (sub > 0) p.push(ellipse(515, 500, 36 * sub, 28 * sub, 150, 'b1'));
  if (t > 0.85) p.push(ellipse(330, 620, 200 * (t - 0.85) * 6, 150 * (t - 0.85) * 6, 150, 'b1'));
  abdomenWall(p);
  spine(p);
  return p;
}

function neckSlice(t: number, rand: () => number): string[] {
  const p: string[] = [
    ellipse(512, 512, 360, 330, 140, 'b1'),
    ellipse(512, 512, 345, 315, 70),
    ellipse(512, 520, 300, 270, 125, 'b3'),
  ];
  if (t < 0.35) p.push(line('M 200 330 C 300 230 724 230 824 330', 240, 30 * (1 - t * 2.5), 'b1'));
  const airway = t < 0.4 ? [80, 50] : t < 0.75 ? [45, 40] : [32, 28];
  p.push(ellipse(512, 440, airway[0], airway[1], 10, 'b1'));
  const tonsil = run(t, -0.2, 0.4);
  if (tonsil > 0) p.push(ellipse(590, 430, 60 * tonsil, 60 * tonsil, 170, 'b1'));
  for (const side of [-1, 1] as const) {
    p.push(
      `<circle cx="${512 + side * 182}" cy="560" r="24" fill="${grey(225)}" filter="url(#b1)"/>`,
      ellipse(512 + side * 212, 600, 32, 26, 205, 'b1'),
    );
    p.push(
      fill(
        `M ${512 + side * 250} 480 C ${512 + side * 320} 520 ${512 + side * 330} 620 ${512 + side * 290} 700 L ${512 + side * 250} 680 C ${512 + side * 280} 620 ${512 + side * 280} 540 ${512 + side * 240} 500 Z`,
        135,
        'b1',
      ),
    );
  }
  const node = run(t, 0.1, 0.65);
  if (node > 0) {
    p.push(
      `<ellipse cx="740" cy="520" rx="${f(80 * node)}" ry="${f(70 * node)}" fill="${grey(80)}" stroke="${grey(195)}" stroke-width="10" filter="url(#b1)"/>`,
    );
  }
  const thyroid = run(t, 0.7, 1.3);
  if (thyroid > 0)
    p.push(
      ellipse(430, 470, 60 * thyroid, 50 * thyroid, 200, 'b1'),
      ellipse(594, 470, 60 * thyroid, 50 * thyroid, 200, 'b1'),
    );
  p.push(
    `<circle cx="512" cy="690" r="66" fill="${grey(230)}" filter="url(#b1)"/>`,
    `<circle cx="512" cy="690" r="48" fill="${grey(175)}" filter="url(#b1)"/>`,
  );
  p.push(mottle(0.12 + rand() * 0.04));
  return p;
}

function spineSlice(t: number, rand: () => number): string[] {
  // T2: CSF bright, cord grey, marrow intermediate; a disc every fourth slice.
  const p: string[] = [
    ellipse(512, 560, 470, 360, 150, 'b1'),
    ellipse(512, 560, 440, 330, 90, 'b1'),
    ellipse(250, 420, 170, 220, 20, 'b3'),
    ellipse(774, 420, 170, 220, 20, 'b3'),
    ellipse(400, 780, 110, 90, 70, 'b3'),
    ellipse(624, 780, 110, 90, 70, 'b3'),
  ];
  const disc = Math.round(t * 15) % 4 === 0;
  const lesion = run(t, 0.33, 0.7);
  p.push(ellipse(600, 420, 44, 44, 20, 'b1'));
  p.push(ellipse(512, 480, 110, 100, disc ? 190 : 130, 'b1'));
  if (lesion > 0) {
    p.push(ellipse(520, 480, 100 * lesion, 90 * lesion, 90, 'b3'));
    p.push(fill('M 560 540 L 610 620 L 580 650 L 540 590 Z', 90, 'b3', lesion));
  }
  const cordShift = -32 * lesion;
  p.push(ellipse(512, 640, 62 - 14 * lesion, 52 - 20 * lesion, 235, 'b1'));
  if (lesion > 0)
    p.push(
      fill(
        `M 470 600 C 520 ${590 + 20 * lesion} 570 600 ${575} ${640 + 20 * lesion} L 560 ${650 + 25 * lesion} C 540 630 500 620 470 610 Z`,
        110,
        'b3',
        lesion,
      ),
    );
  p.push(ellipse(512 + cordShift, 645, 30 - 6 * lesion, 26 - 8 * lesion, 110, 'b1'));
  if (lesion > 0.6) p.push(ellipse(512 + cordShift, 645, 8, 7, 220, 'b1'));
  p.push(
    fill('M 450 680 L 574 680 L 550 760 L 474 760 Z', 120, 'b1'),
    line('M 450 690 L 360 660 M 574 690 L 664 660', 120, 30, 'b3'),
  );
  p.push(mottle(0.1 + rand() * 0.03));
  return p;
}

const ANATOMY: Record<SeriesAnatomy, (t: number, rand: () => number) => string[]> = {
  brain: brainSlice,
  'upper-abdomen': upperAbdomenSlice,
  kidneys: kidneySlice,
  thorax: thoraxSlice,
  neck: neckSlice,
  spine: spineSlice,
};

function usSweep(t: number, rand: () => number): string[] {
  const field = 'M 452 110 L 572 110 L 930 760 A 560 560 0 0 1 94 760 Z';
  const length = run(t, -0.15, 1.15);
  const p: string[] = [
    `<clipPath id="field"><path d="${field}"/></clipPath>`,
    `<g clip-path="url(#field)">`,
    `<rect width="${S}" height="${S}" fill="${grey(70)}"/>`,
    `<rect width="${S}" height="${S}" filter="url(#speckle)" opacity="0.55"/>`,
    `<ellipse cx="512" cy="${470}" rx="${f(280 * length + 20)}" ry="${f(120 * length + 12)}" fill="${grey(150)}" filter="url(#b3)"/>`,
    `<ellipse cx="512" cy="${470}" rx="${f(270 * length + 14)}" ry="${f(110 * length + 8)}" fill="${grey(60)}" filter="url(#b1)"/>`,
    `<ellipse cx="512" cy="${470}" rx="${f(255 * length + 8)}" ry="${f(96 * length + 4)}" fill="${grey(8)}" filter="url(#b1)"/>`,
  ];
  const fluid = run(t, 0.3, 0.75);
  if (fluid > 0)
    p.push(
      `<path d="M ${f(512 - 290 * length)} 480 A ${f(290 * length)} ${f(135 * length)} 0 0 0 ${f(512 + 290 * length)} 480" fill="none" stroke="${grey(5)}" stroke-width="${f(8 * fluid)}" filter="url(#b1)"/>`,
    );
  const stones = run(t, 0.25, 0.85);
  for (let i = 0; i < 4 && stones > 0; i++) {
    const x = 430 + i * 60 + (rand() - 0.5) * 10;
    const y = 470 + 80 * length;
    p.push(
      `<path d="M ${f(x - 24 * stones)} ${f(y)} A ${f(26 * stones)} ${f(20 * stones)} 0 0 1 ${f(x + 24 * stones)} ${f(y)}" fill="none" stroke="${grey(245)}" stroke-width="9" filter="url(#b1)"/>`,
    );
    p.push(
      `<rect x="${f(x - 22 * stones)}" y="${f(y + 4)}" width="${f(44 * stones)}" height="400" fill="${grey(5)}" opacity="0.75" filter="url(#b3)"/>`,
    );
  }
  const neck = run(t, 0.5, 0.8);
  if (neck > 0)
    p.push(
      `<circle cx="${f(512 + 230 * length)}" cy="460" r="${f(26 * neck)}" fill="${grey(245)}" filter="url(#b1)"/>`,
      `<rect x="${f(512 + 230 * length - 24 * neck)}" y="480" width="${f(48 * neck)}" height="400" fill="${grey(5)}" opacity="0.75" filter="url(#b3)"/>`,
    );
  p.push('</g>');
  return p;
}

function spectSlice(t: number, rand: () => number): string[] {
  const p: string[] = [ellipse(512, 520, 300, 260, 40, 'b16')];
  const salivary = run(t, -0.3, 0.35);
  if (salivary > 0)
    p.push(
      ellipse(380, 480, 60, 50, 90 + 150 * salivary, 'b16'),
      ellipse(644, 480, 60, 50, 90 + 150 * salivary, 'b16'),
    );
  const thyroid = run(t, 0.35, 0.85);
  if (thyroid > 0)
    p.push(
      ellipse(440, 470, 50 * thyroid, 60 * thyroid, 95, 'b16'),
      ellipse(584, 470, 50 * thyroid, 60 * thyroid, 95, 'b16'),
    );
  const adenoma = run(t, 0.48, 0.78);
  if (adenoma > 0)
    p.push(ellipse(600, 540, 38 * adenoma + 6, 34 * adenoma + 6, 120 + 130 * adenoma, 'b8'));
  if (t > 0.85) p.push(ellipse(540, 560, 140, 110, 150 * (t - 0.85) * 6, 'b30'));
  for (let i = 0; i < 300; i++)
    p.push(
      `<rect x="${f(200 + rand() * 620)}" y="${f(260 + rand() * 520)}" width="6" height="6" fill="${grey(rand() * 90)}" opacity="0.35"/>`,
    );
  return p;
}

const SERIES_LABEL = {
  brain: 'Ax T1 +C',
  'upper-abdomen': 'CT Ax PV',
  kidneys: 'CT Ax +C',
  thorax: 'CT Ax +C',
  neck: 'CT neck Ax +C',
  spine: 'Ax T2',
} as const;

/** One slice of a long case's series, as SVG; `slice` counts from 1. */
export function seriesSliceSvg(
  study: SeriesStudy,
  slice: number,
  slices: number,
  seed: number,
): string {
  const rand = mulberry32(seed + slice * 7919);
  const t = (slice - 1) / (slices - 1);
  const body =
    study.kind === 'axial'
      ? ANATOMY[study.anatomy](t, rand)
      : study.kind === 'us-sweep'
        ? usSweep(t, rand)
        : spectSlice(t, rand);
  const label =
    study.kind === 'axial'
      ? SERIES_LABEL[study.anatomy]
      : study.kind === 'us-sweep'
        ? 'C5-1  B-mode  GB'
        : 'MIBI SPECT';
  const text = `<text x="60" y="990" font-family="${FONT}" font-size="34" fill="#ddd">${label}  ${slice}/${slices}</text>`;
  return svg(S, S, `${body.join('')}${study.kind === 'us-sweep' ? '' : sideMarker()}${text}`);
}

import {
  dockedPanelBelow,
  isEditableTarget,
  pageHasKeyedTools,
  shortcutReason,
  type KeyStroke,
} from '@/components/guard/capture-keys';

const isCaptureShortcut = (keys: KeyStroke, target: EventTarget | null) =>
  shortcutReason(keys, target) !== null;

const stroke = (key: string, mods: Partial<KeyStroke> = {}): KeyStroke => ({
  key,
  code: key.length === 1 ? `Key${key.toUpperCase()}` : key,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});

describe('isCaptureShortcut', () => {
  it.each([
    ['Print Screen', stroke('PrintScreen')],
    ['Alt+PrintScreen', stroke('PrintScreen', { altKey: true })],
    ['Ctrl+Shift+I', stroke('I', { ctrlKey: true, shiftKey: true })],
    ['Ctrl+Shift+J', stroke('J', { ctrlKey: true, shiftKey: true })],
    ['Ctrl+S', stroke('s', { ctrlKey: true })],
    ['Meta+Alt+I', stroke('i', { metaKey: true, altKey: true })],
    // On a Mac, Option turns the "i" key into "ˆ"; the physical key still says KeyI.
    [
      'Meta+Alt+I on a Mac layout',
      { ...stroke('ˆ', { metaKey: true, altKey: true }), code: 'KeyI' },
    ],
    ['g', stroke('g')],
    ['G with Shift', stroke('G', { shiftKey: true })],
  ])('triggers on %s', (_name, keys) => {
    expect(isCaptureShortcut(keys, document.body)).toBe(true);
  });

  it.each([
    ['a plain letter', stroke('a')],
    ['Ctrl+I without Shift', stroke('i', { ctrlKey: true })],
    ['Shift+I without Ctrl', stroke('I', { shiftKey: true })],
    ['Ctrl+C', stroke('c', { ctrlKey: true })],
    ['Meta+I without Alt', stroke('i', { metaKey: true })],
    ['Ctrl+G', stroke('g', { ctrlKey: true })],
    ['Enter', stroke('Enter')],
  ])('ignores %s', (_name, keys) => {
    expect(isCaptureShortcut(keys, document.body)).toBe(false);
  });

  it('lets "g" be typed in inputs, text areas and editable content', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.append(inside);
    for (const target of [input, textarea, editable, inside]) {
      expect(isCaptureShortcut(stroke('g'), target)).toBe(false);
    }
  });

  it('still answers the other shortcuts inside an input', () => {
    const input = document.createElement('input');
    expect(isCaptureShortcut(stroke('s', { ctrlKey: true }), input)).toBe(true);
    expect(isCaptureShortcut(stroke('PrintScreen'), input)).toBe(true);
  });

  it('treats contenteditable="false" as not editable', () => {
    const box = document.createElement('div');
    box.setAttribute('contenteditable', 'false');
    expect(isEditableTarget(box)).toBe(false);
    expect(isCaptureShortcut(stroke('g'), box)).toBe(true);
  });

  it('triggers on "g" when no target is known', () => {
    expect(isCaptureShortcut(stroke('g'), null)).toBe(true);
  });
});

describe('shortcutReason', () => {
  it('names what each shortcut is', () => {
    expect(shortcutReason(stroke('PrintScreen'), document.body)).toBe('screenshot');
    expect(shortcutReason(stroke('s', { ctrlKey: true }), document.body)).toBe('save');
    expect(shortcutReason(stroke('I', { ctrlKey: true, shiftKey: true }), document.body)).toBe(
      'developer-tools',
    );
    expect(shortcutReason(stroke('i', { metaKey: true, altKey: true }), document.body)).toBe(
      'developer-tools',
    );
    expect(shortcutReason(stroke('g'), document.body)).toBe('letter');
  });

  it('leaves single letters to a page whose own tools use keys, and answers the rest there', () => {
    const keyed = { keyedTools: true };
    expect(shortcutReason(stroke('g'), document.body, keyed)).toBeNull();
    expect(shortcutReason(stroke('G', { shiftKey: true }), document.body, keyed)).toBeNull();
    expect(shortcutReason(stroke('s', { ctrlKey: true }), document.body, keyed)).toBe('save');
    expect(shortcutReason(stroke('PrintScreen'), document.body, keyed)).toBe('screenshot');
  });
});

describe('pageHasKeyedTools', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds a widget that takes the keys or names its shortcuts, and nothing on a plain page', () => {
    document.body.innerHTML = '<main><h1>Contact</h1><input></main>';
    expect(pageHasKeyedTools(document)).toBe(false);
    document.body.innerHTML = '<div role="application" tabindex="0">image</div>';
    expect(pageHasKeyedTools(document)).toBe(true);
    document.body.innerHTML = '<button aria-keyshortcuts="s">Scroll</button>';
    expect(pageHasKeyedTools(document)).toBe(true);
  });
});

/*
 * Window and viewport sizes as headless Chromium 156 reported them in a 1280 × 900 window with
 * its page zoom preference set (`partition.default_zoom_level`): the window stays 1280 × 900
 * screen pixels while the viewport, in CSS pixels, shrinks with the zoom.
 */
const CHROMIUM_ZOOMED: [zoom: number, sizes: number[]][] = [
  [0.5, [1280, 2560, 900, 1626, 0.5]],
  [0.67, [1280, 1910, 900, 1213, 0.67]],
  [0.9, [1280, 1422, 900, 903, 0.9]],
  [1, [1280, 1280, 900, 813, 1]],
  [1.1, [1280, 1164, 900, 739, 1.1]],
  [1.25, [1280, 1024, 900, 650, 1.25]],
  [1.5, [1280, 853, 900, 542, 1.5]],
  [1.75, [1280, 731, 900, 464, 1.75]],
  [2, [1280, 640, 900, 406, 2]],
  [2.5, [1280, 512, 900, 325, 2.5]],
  [3, [1280, 426, 900, 271, 3]],
  [4, [1280, 320, 900, 203, 4]],
];
const sizesOf = ([
  outerWidth,
  innerWidth,
  outerHeight,
  innerHeight,
  devicePixelRatio,
]: number[]) => ({
  outerWidth: outerWidth!,
  innerWidth: innerWidth!,
  outerHeight: outerHeight!,
  innerHeight: innerHeight!,
  devicePixelRatio: devicePixelRatio!,
});
const scaled = (sizes: ReturnType<typeof sizesOf>, screenScale: number) => ({
  ...sizes,
  devicePixelRatio: sizes.devicePixelRatio * screenScale,
});

describe('dockedPanelBelow', () => {
  it.each(CHROMIUM_ZOOMED)('is false for a Chromium window zoomed to %sx', (_zoom, measured) => {
    const sizes = sizesOf(measured);
    expect(dockedPanelBelow(sizes)).toBe(false);
    // The same on a high-density screen, whose pixel ratio is the zoom times its own scale.
    expect(dockedPanelBelow(scaled(sizes, 2))).toBe(false);
  });

  it('was what tripped the old rule: outer minus inner over 160 px from 110 % up', () => {
    const old = ({
      outerWidth,
      innerWidth,
      outerHeight,
      innerHeight,
    }: ReturnType<typeof sizesOf>) =>
      outerWidth - innerWidth > 160 || outerHeight - innerHeight > 160;
    const tripped = CHROMIUM_ZOOMED.filter(([, measured]) => old(sizesOf(measured))).map(
      ([zoom]) => zoom,
    );
    expect(tripped).toEqual([1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4]);
  });

  it('is false with a side panel open, at any zoom', () => {
    for (const [zoom, measured] of CHROMIUM_ZOOMED) {
      const sizes = sizesOf(measured);
      // A 360-pixel panel beside the page (bookmarks, reading list, developer tools on the side).
      const panel = { ...sizes, innerWidth: Math.floor((1280 - 360) / zoom) };
      expect(dockedPanelBelow(panel)).toBe(false);
    }
  });

  it('is true with a panel of more than 160 px docked below the page, at any zoom', () => {
    for (const [zoom, measured] of CHROMIUM_ZOOMED) {
      const sizes = sizesOf(measured);
      // Developer tools docked at the bottom, 300 screen pixels tall.
      const below = { ...sizes, innerHeight: Math.floor(sizes.innerHeight - 300 / zoom) };
      expect(dockedPanelBelow(below)).toBe(true);
    }
  });

  it('reads the bars at the zoom a browser giving both sizes in CSS pixels shows them (Firefox)', () => {
    // 87 screen pixels of bars at 50 %: 174 CSS pixels, and a pixel ratio of 0.5.
    const zoomedOut = {
      outerWidth: 2560,
      innerWidth: 2560,
      outerHeight: 1800,
      innerHeight: 1626,
      devicePixelRatio: 0.5,
    };
    expect(dockedPanelBelow(zoomedOut)).toBe(false);
    // Zoomed in, the bars only get smaller in CSS pixels.
    expect(
      dockedPanelBelow({
        outerWidth: 640,
        innerWidth: 640,
        outerHeight: 450,
        innerHeight: 406,
        devicePixelRatio: 2,
      }),
    ).toBe(false);
  });

  it('is false for sizes a browser does not report (0 before a window is shown)', () => {
    expect(
      dockedPanelBelow({ outerWidth: 0, innerWidth: 1280, outerHeight: 0, innerHeight: 800 }),
    ).toBe(false);
  });
});

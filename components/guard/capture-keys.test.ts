import {
  isCaptureShortcut,
  isEditableTarget,
  isMobileBrowser,
  looksInspected,
  type KeyStroke,
} from '@/components/guard/capture-keys';

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

describe('isMobileBrowser', () => {
  it('recognises phones and tablets', () => {
    expect(
      isMobileBrowser({
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      }),
    ).toBe(true);
    expect(
      isMobileBrowser({
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      }),
    ).toBe(true);
    // iPadOS presents itself as a Mac but has a touch screen.
    expect(
      isMobileBrowser({
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        maxTouchPoints: 5,
      }),
    ).toBe(true);
    expect(isMobileBrowser({ userAgent: 'Mozilla/5.0', userAgentData: { mobile: true } })).toBe(
      true,
    );
  });

  it('recognises desktop browsers', () => {
    expect(
      isMobileBrowser({
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        userAgentData: { mobile: false },
      }),
    ).toBe(false);
    expect(
      isMobileBrowser({
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        maxTouchPoints: 0,
      }),
    ).toBe(false);
  });
});

describe('looksInspected', () => {
  const sizes = { outerWidth: 1400, innerWidth: 1400, outerHeight: 900, innerHeight: 800 };

  it('is false for an ordinary window with its toolbars', () => {
    expect(looksInspected(sizes)).toBe(false);
  });

  it('is true when either dimension differs by more than 160 px', () => {
    expect(looksInspected({ ...sizes, innerWidth: 1239 })).toBe(true);
    expect(looksInspected({ ...sizes, innerHeight: 739 })).toBe(true);
    expect(looksInspected({ ...sizes, innerWidth: 1240 })).toBe(false);
  });
});

import { act, render } from '@testing-library/react';

import { AntiCaptureGuard } from '@/components/guard/anti-capture-guard';
import { ARMED_ATTRIBUTE } from '@/components/guard/arm-guard';
import { warnInsteadOfRestricting } from '@/components/guard/guard-warning';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

function setUserAgent(agent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: agent, configurable: true });
}

function mockSwitch(enabled: boolean) {
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ enabled }) });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function renderGuard() {
  const view = render(<AntiCaptureGuard />);
  // Let the switch request settle, then the armed guard's module load (it is imported only when
  // the switch says on).
  await act(async () => {});
  await act(async () => {
    await import('@/components/guard/arm-guard');
  });
  return view;
}

const armed = () => document.documentElement.getAttribute(ARMED_ATTRIBUTE) === 'armed';

const blackedOut = (container: HTMLElement) => container.querySelector('.bg-black') !== null;

describe('AntiCaptureGuard', () => {
  const realConsole = { ...console };

  beforeEach(() => {
    pathname = '/';
    setUserAgent(DESKTOP);
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
    Object.assign(console, realConsole);
  });

  it('blacks the screen out on Ctrl+S when switched on', async () => {
    mockSwitch(true);
    const { container, unmount } = await renderGuard();
    expect(armed()).toBe(true);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', code: 'KeyS', ctrlKey: true }));
    });
    expect(blackedOut(container)).toBe(true);
    unmount();
    expect(armed()).toBe(false);
  });

  it('lets "g" be typed into an input but not pressed elsewhere', async () => {
    mockSwitch(true);
    const { container } = await renderGuard();
    const input = document.createElement('input');
    document.body.append(input);
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', code: 'KeyG', bubbles: true }));
    });
    expect(blackedOut(container)).toBe(false);
    act(() => {
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'g', code: 'KeyG', bubbles: true }),
      );
    });
    expect(blackedOut(container)).toBe(true);
    input.remove();
  });

  it('does nothing when switched off', async () => {
    mockSwitch(false);
    const { container } = await renderGuard();
    expect(armed()).toBe(false);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', code: 'KeyS', ctrlKey: true }));
    });
    expect(blackedOut(container)).toBe(false);
  });

  it('does nothing on a mobile browser, without even asking the server', async () => {
    setUserAgent(PHONE);
    const fetchMock = mockSwitch(true);
    const { container } = await renderGuard();
    act(() => {
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'PrintScreen', code: 'PrintScreen' }),
      );
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(armed()).toBe(false);
    expect(blackedOut(container)).toBe(false);
  });

  it('does nothing on the restricted page itself', async () => {
    pathname = '/restricted';
    mockSwitch(true);
    const { container } = await renderGuard();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', code: 'KeyG' }));
    });
    expect(blackedOut(container)).toBe(false);
  });

  it('empties what is copied and silences the console while on', async () => {
    mockSwitch(true);
    const log = jest.fn();
    console.log = log;
    const { unmount } = await renderGuard();
    console.log('hidden');
    expect(log).not.toHaveBeenCalled();

    const setData = jest.fn();
    const copy = new Event('copy', { cancelable: true }) as Event & {
      clipboardData: { setData: jest.Mock };
    };
    copy.clipboardData = { setData };
    act(() => {
      document.dispatchEvent(copy);
    });
    expect(copy.defaultPrevented).toBe(true);
    expect(setData).toHaveBeenCalledWith('text/plain', '');

    unmount();
    console.log('visible');
    expect(log).toHaveBeenCalledWith('visible');
  });

  it('leaves "g" alone on a page whose own tools use keys', async () => {
    mockSwitch(true);
    const { container } = await renderGuard();
    const viewer = document.createElement('div');
    viewer.setAttribute('role', 'application');
    viewer.tabIndex = 0;
    document.body.append(viewer);
    act(() => {
      viewer.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', code: 'KeyG', bubbles: true }));
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'g', code: 'KeyG', bubbles: true }),
      );
    });
    expect(blackedOut(container)).toBe(false);
    viewer.remove();
  });

  it('gives a registered warning instead of leaving the page, once per press', async () => {
    mockSwitch(true);
    const warn = jest.fn();
    const unregister = warnInsteadOfRestricting(warn);
    try {
      const { container } = await renderGuard();
      act(() => {
        window.dispatchEvent(
          new KeyboardEvent('keydown', { key: 's', code: 'KeyS', ctrlKey: true, cancelable: true }),
        );
        window.dispatchEvent(
          new KeyboardEvent('keydown', { key: 's', code: 'KeyS', ctrlKey: true, repeat: true }),
        );
        window.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'PrintScreen', code: 'PrintScreen' }),
        );
        window.dispatchEvent(
          new KeyboardEvent('keyup', { key: 'PrintScreen', code: 'PrintScreen' }),
        );
        // Windows: the release alone.
        window.dispatchEvent(
          new KeyboardEvent('keyup', { key: 'PrintScreen', code: 'PrintScreen' }),
        );
        // The paper's viewer uses keys from the start: "g" is no shortcut there.
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', code: 'KeyG' }));
        jest.advanceTimersByTime(1000);
      });
      expect(warn.mock.calls).toEqual([['save'], ['screenshot'], ['screenshot']]);
      expect(blackedOut(container)).toBe(false);
    } finally {
      unregister();
    }
  });

  it('answers a panel docked below the page once, when it appears', async () => {
    mockSwitch(true);
    const warn = jest.fn();
    const unregister = warnInsteadOfRestricting(warn);
    const sizes = { outerWidth: 1280, innerWidth: 1280, outerHeight: 900, innerHeight: 813 };
    for (const [name, value] of Object.entries(sizes)) {
      Object.defineProperty(window, name, { value, configurable: true, writable: true });
    }
    try {
      await renderGuard();
      act(() => void jest.advanceTimersByTime(2000));
      expect(warn).not.toHaveBeenCalled();
      // Zoomed to 200 %: not a panel.
      Object.assign(window, { innerWidth: 640, innerHeight: 406 });
      act(() => void jest.advanceTimersByTime(2000));
      expect(warn).not.toHaveBeenCalled();
      // Developer tools docked at the bottom, 300 px tall, kept open for three checks.
      Object.assign(window, { innerWidth: 1280, innerHeight: 513 });
      act(() => void jest.advanceTimersByTime(3000));
      expect(warn.mock.calls).toEqual([['docked-panel']]);
    } finally {
      unregister();
    }
  });
});

import { act, render } from '@testing-library/react';

import { AntiCaptureGuard } from '@/components/guard/anti-capture-guard';

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
  // Let the switch request settle.
  await act(async () => {});
  return view;
}

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
    const { container } = await renderGuard();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', code: 'KeyS', ctrlKey: true }));
    });
    expect(blackedOut(container)).toBe(true);
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
});

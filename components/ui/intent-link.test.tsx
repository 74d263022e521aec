import { fireEvent, render, screen } from '@testing-library/react';
import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { ReactNode } from 'react';

import { IntentLink } from '@/components/ui/intent-link';

/** An app router that records what it is asked to prefetch. */
function recordingRouter() {
  const prefetched: Array<[string, unknown]> = [];
  const router: AppRouterInstance = {
    back: () => {},
    forward: () => {},
    refresh: () => {},
    push: () => {},
    replace: () => {},
    prefetch: (href, options) => {
      prefetched.push([href, options?.kind]);
    },
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppRouterContext.Provider value={router}>{children}</AppRouterContext.Provider>
  );
  return { prefetched, wrapper };
}

describe('IntentLink', () => {
  it('fetches nothing ahead when it renders', () => {
    const { prefetched, wrapper } = recordingRouter();
    render(<IntentLink href="/aboutus">About Us</IntentLink>, { wrapper });
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/aboutus');
    expect(prefetched).toEqual([]);
  });

  it('prefetches its page the way next/link does on hover, touch and focus', () => {
    const { prefetched, wrapper } = recordingRouter();
    render(<IntentLink href="/aboutus">About Us</IntentLink>, { wrapper });
    const link = screen.getByRole('link', { name: 'About Us' });

    fireEvent.mouseEnter(link);
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    expect(prefetched).toEqual([
      ['/aboutus', 'auto'],
      ['/aboutus', 'auto'],
      ['/aboutus', 'auto'],
    ]);
  });

  it("still calls the caller's own handlers", () => {
    const { wrapper } = recordingRouter();
    const onMouseEnter = jest.fn();
    const onFocus = jest.fn();
    render(
      <IntentLink href="/video" onMouseEnter={onMouseEnter} onFocus={onFocus}>
        Videos
      </IntentLink>,
      { wrapper },
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Videos' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Videos' }));
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('prefetches the path of an object href', () => {
    const { prefetched, wrapper } = recordingRouter();
    render(<IntentLink href={{ pathname: '/video', query: { page: '2' } }}>Next page</IntentLink>, {
      wrapper,
    });
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Next page' }));
    expect(prefetched).toEqual([['/video', 'auto']]);
  });

  it('never prefetches when told not to, nor outside the site', () => {
    const { prefetched, wrapper } = recordingRouter();
    render(
      <>
        <IntentLink href="/get-started" prefetch={false}>
          Get Started
        </IntentLink>
        <IntentLink href="https://www.youtube.com/">Channel</IntentLink>
        <IntentLink href="//example.com/page">Elsewhere</IntentLink>
      </>,
      { wrapper },
    );
    for (const name of ['Get Started', 'Channel', 'Elsewhere']) {
      fireEvent.mouseEnter(screen.getByRole('link', { name }));
    }
    expect(prefetched).toEqual([]);
  });

  it('is a plain link outside an app router', () => {
    render(<IntentLink href="/aboutus">About Us</IntentLink>);
    const link = screen.getByRole('link', { name: 'About Us' });
    expect(() => fireEvent.mouseEnter(link)).not.toThrow();
    expect(link).toHaveAttribute('href', '/aboutus');
  });
});

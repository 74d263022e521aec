import { fireEvent, render, screen } from '@testing-library/react';

import { ErrorScreen } from '@/components/site/error-screen';

/*
 * What a page that failed shows inside its audience's layout, from each route group's error.tsx
 * (the spec's default router error screen; app/global-error.tsx when the root layout failed).
 */

const failure = (digest?: string) => Object.assign(new Error('boom'), digest ? { digest } : {});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ErrorScreen', () => {
  it('says the page failed in the spec’s words and offers a retry and the way home', () => {
    const reset = jest.fn();
    render(<ErrorScreen error={failure()} reset={reset} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(reset).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s reference for the failure when it has one, and nothing of the error', () => {
    const { rerender } = render(<ErrorScreen error={failure('4242')} reset={jest.fn()} />);
    expect(screen.getByText('Reference: 4242')).toBeInTheDocument();
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
    rerender(<ErrorScreen error={failure()} reset={jest.fn()} />);
    expect(screen.queryByText(/^Reference:/)).not.toBeInTheDocument();
  });

  it('logs the error once for the browser’s console', () => {
    const error = failure();
    render(<ErrorScreen error={error} reset={jest.fn()} />);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(error);
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { notify } from '@/components/ui/notify';
import { TOAST_DURATION_MS, Toaster } from '@/components/ui/toaster';

describe('Toaster and notify', () => {
  afterEach(async () => {
    await act(async () => {
      await notify.dismiss();
    });
  });

  it('shows success and error notices in a dark region at the top right', async () => {
    render(<Toaster />);
    act(() => {
      notify.success('Comment saved');
      notify.error('Something went wrong');
    });
    expect(await screen.findByText('Comment saved')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    const list = document.querySelector('[data-sonner-toaster]')!;
    expect(list).toHaveAttribute('data-sonner-theme', 'dark');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'right');
  });

  it('closes a notice when it is clicked', async () => {
    render(<Toaster />);
    act(() => {
      notify.success('Feedback added successfully');
    });
    const message = await screen.findByText('Feedback added successfully');
    // A plain click: jsdom has no pointer capture for the swipe handling of a full pointer press.
    fireEvent.click(message);
    await waitFor(() =>
      expect(screen.queryByText('Feedback added successfully')).not.toBeInTheDocument(),
    );
  });

  it('closes notices after one second', async () => {
    jest.useFakeTimers();
    try {
      render(<Toaster />);
      await act(async () => {
        await notify.error('Failed to delete comment');
      });
      // Sonner renders new toasts on the next tick.
      act(() => {
        jest.advanceTimersByTime(0);
      });
      expect(screen.getByText('Failed to delete comment')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(TOAST_DURATION_MS + 500);
      });
      expect(screen.queryByText('Failed to delete comment')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

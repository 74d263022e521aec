import { act, render, screen } from '@testing-library/react';

import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { notify } from '@/components/ui/notify';

describe('DeferredToaster', () => {
  it('loads no toast region until the first notice, then shows that notice', async () => {
    render(<DeferredToaster />);
    // Long enough for a region loaded with the page to have mounted.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: /^Notifications/ })).not.toBeInTheDocument();

    await act(async () => {
      await notify.success('Message sent');
    });
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Notifications/ })).toBeInTheDocument();
  });
});

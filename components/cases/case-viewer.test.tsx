import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import { CaseViewer } from './case-viewer';

const SERIES = ['/s/1.webp', '/s/2.webp', '/s/3.webp'];
const ALT = 'Axial CT abdomen';

/** The tools as a user finds them: buttons, sliders and the full-size link, each by its name. */
function tools() {
  const toolbar = screen.getByRole('toolbar', { name: 'Image tools' });
  return [
    ...Array.from(toolbar.querySelectorAll('button'), (button) => button.textContent),
    ...screen.getAllByRole('slider').map((slider) => slider.id.replace(/^.*-/, '')),
    ...screen.queryAllByRole('link', { name: /full-size/ }).map((link) => link.textContent),
  ];
}

async function viewerLanded() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Zoom in' })).toBeEnabled());
}

describe('the lazy case viewer', () => {
  it.each(['exam', 'study'] as const)(
    'holds the place of the %s viewer with the same tools, disabled, so nothing moves',
    async (mode) => {
      render(<CaseViewer images={SERIES} alt={ALT} mode={mode} />);
      expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
      expect(screen.getByTestId('viewer-image')).toHaveAttribute('data-slice', '1');
      const waiting = tools();
      await viewerLanded();
      expect(tools()).toEqual(waiting);
    },
  );

  it('in exam mode has no way to the full-size file, even before the viewer lands', async () => {
    render(<CaseViewer images={['/one.webp']} alt={ALT} mode="exam" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invert' })).toBeNull();
    await viewerLanded();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('starts another case afresh on its first slice', async () => {
    const { rerender } = render(<CaseViewer images={SERIES} alt={ALT} mode="exam" />);
    await viewerLanded();
    fireEvent.click(screen.getByRole('button', { name: 'Next slice' }));
    expect(screen.getByTestId('viewer-image')).toHaveAttribute('data-slice', '2');
    rerender(<CaseViewer images={['/b/1.webp', '/b/2.webp']} alt={ALT} mode="exam" />);
    await viewerLanded();
    expect(screen.getByTestId('viewer-image')).toHaveAttribute('data-slice', '1');
    expect(screen.getByTestId('viewer-image')).toHaveAttribute('src', '/b/1.webp');
  });
});

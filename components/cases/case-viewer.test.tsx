import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encode } from 'fast-png';

import type { SeriesManifest } from '@/lib/imaging/series';

import { CaseViewer } from './case-viewer';

const ALT = 'Axial CT abdomen';

/** An 8-bit greyscale picture: the greys a plain film's pixels carry. */
const picture = encode({
  width: 2,
  height: 2,
  depth: 8,
  channels: 1,
  data: new Uint8Array([0, 64, 128, 255]),
});

let fetched: string[] = [];
beforeEach(() => {
  fetched = [];
  // jsdom has no fetch: every address answers the picture.
  global.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    return { ok: true, status: 200, arrayBuffer: async () => picture.slice().buffer };
  }) as unknown as typeof fetch;
});

const viewer = () => screen.getByTestId('stack-viewer');
const painted = async (slice: number) =>
  waitFor(() => expect(viewer()).toHaveAttribute('data-painted-slice', String(slice)));
const buttons = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('the case viewer', () => {
  it('shows a plain film as a one-slice stack with exactly the exam’s tools', async () => {
    render(<CaseViewer images={['/film/one.webp']} alt={ALT} mode="exam" />);
    await painted(1);
    expect(fetched).toEqual(['/film/one.webp']);
    expect(buttons()).toEqual([
      'Scroll s',
      'Pan p',
      'Zoom z',
      'Rotate r',
      'Reset e',
      'Full screen',
    ]);
    expect(screen.queryByRole('slider', { name: 'Slice' })).toBeNull();
    expect(screen.getByText('Slice 1 / 1')).toBeInTheDocument();
    // The picture's greys are shown as they are: the window that maps 0–255 to itself.
    expect(screen.getByText('W 256 L 128')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('windows a picture’s 8-bit values in study mode, and reset restores them', async () => {
    const user = userEvent.setup();
    render(<CaseViewer images={['/film/two.webp']} alt={ALT} />);
    await painted(1);
    expect(screen.getByRole('button', { name: 'Window w' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invert i' })).toBeInTheDocument();
    viewer().focus();
    await user.keyboard('w{ArrowLeft}{ArrowDown}i');
    expect(viewer()).toHaveAttribute('data-window-width', '243');
    expect(viewer()).toHaveAttribute('data-window-center', '116');
    expect(viewer()).toHaveAttribute('data-invert', 'true');
    await user.keyboard('e');
    expect(viewer()).toHaveAttribute('data-window-width', '256');
    expect(viewer()).toHaveAttribute('data-window-center', '128');
    expect(viewer()).toHaveAttribute('data-invert', 'false');
  });

  it('reads a picture series as a stack, and starts another case afresh on its first slice', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <CaseViewer images={['/a/1.webp', '/a/2.webp', '/a/3.webp']} alt={ALT} mode="exam" />,
    );
    await painted(1);
    viewer().focus();
    await user.keyboard('{ArrowDown}');
    expect(viewer()).toHaveAttribute('data-slice', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Next slice' }));
    expect(viewer()).toHaveAttribute('data-slice', '3');
    expect(screen.getByRole('slider', { name: 'Slice' })).toHaveValue('3');

    rerender(<CaseViewer images={['/b/1.webp', '/b/2.webp']} alt={ALT} mode="exam" />);
    await painted(1);
    expect(viewer()).toHaveAttribute('data-slice', '1');
    expect(screen.getByText('Slice 1 / 2')).toBeInTheDocument();
    expect(fetched).toContain('/b/1.webp');
  });

  it('reads a DICOM series from the case’s addresses with its own window and presets', async () => {
    const manifest: SeriesManifest = {
      version: 1,
      modality: 'CT',
      uids: { study: '2.25.1', series: '2.25.2', frameOfReference: '2.25.3' },
      rows: 2,
      columns: 2,
      pixelSpacing: [1, 1],
      orientation: null,
      photometric: 'MONOCHROME2',
      defaultWindow: { center: 40, width: 400 },
      slices: ['x.png', 'y.png'].map((file) => ({
        file,
        rescale: { slope: 1, intercept: -1024 },
        position: null,
      })),
    };
    render(
      <CaseViewer
        images={['/api/files/x.png', '/api/files/y.png']}
        manifest={manifest}
        alt={ALT}
      />,
    );
    await painted(1);
    expect(fetched[0]).toBe('/api/files/x.png');
    expect(screen.getByText('W 400 L 40')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lung 2' })).toBeInTheDocument();
  });
});

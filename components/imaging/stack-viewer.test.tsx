import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encode } from 'fast-png';

import type { SeriesManifest } from '@/lib/imaging/series';

import StackViewer from '@/components/imaging/stack-viewer';

const SLICES = 5;

const manifest: SeriesManifest = {
  version: 1,
  modality: 'CT',
  uids: { study: '2.25.1', series: '2.25.2', frameOfReference: '2.25.3' },
  rows: 2,
  columns: 2,
  pixelSpacing: [1, 1],
  orientation: [
    [1, 0, 0],
    [0, 1, 0],
  ],
  photometric: 'MONOCHROME2',
  defaultWindow: { center: 40, width: 400 },
  slices: Array.from({ length: SLICES }, (_, i) => ({
    file: `s${i}.png`,
    rescale: { slope: 1, intercept: -1024 },
    position: [0, 0, 10 - i * 2.5] as [number, number, number],
  })),
};

const png = encode({
  width: 2,
  height: 2,
  depth: 16,
  channels: 1,
  data: new Uint16Array([24, 424, 1064, 2024]),
});

beforeEach(() => {
  // jsdom has no fetch: each slice answers the same PNG.
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    arrayBuffer: async () => png.slice().buffer,
  })) as unknown as typeof fetch;
});

const renderViewer = (mode: 'exam' | 'study') =>
  render(
    <StackViewer
      manifest={manifest}
      sliceUrl={(file) => `/series/${file}`}
      alt="Chest CT"
      mode={mode}
    />,
  );

const viewer = () => screen.getByTestId('stack-viewer');

it('works every exam tool from the keyboard, panning in four directions when zoomed', async () => {
  const user = userEvent.setup();
  renderViewer('exam');
  await waitFor(() => expect(viewer()).toHaveAttribute('data-painted-slice', '1'));
  viewer().focus();

  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(viewer()).toHaveAttribute('data-slice', '3');
  expect(screen.getByText('Slice 3 / 5')).toBeInTheDocument();
  expect(screen.getByText('5.0 mm')).toBeInTheDocument();
  await user.keyboard('{PageUp}{End}');
  expect(viewer()).toHaveAttribute('data-slice', '5');

  await user.keyboard('z{ArrowUp}{ArrowUp}');
  expect(viewer()).toHaveAttribute('data-tool', 'zoom');
  expect(viewer()).toHaveAttribute('data-zoom', '1.563');

  await user.keyboard(
    'p{ArrowLeft}{ArrowUp}{ArrowUp}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowDown}',
  );
  expect(viewer()).toHaveAttribute('data-pan', '80,-40');
  // With Shift the arrows pan whatever the tool.
  await user.keyboard('s{Shift>}{ArrowDown}{/Shift}');
  expect(viewer()).toHaveAttribute('data-pan', '80,0');
  expect(viewer()).toHaveAttribute('data-slice', '5');
  // Zoomed in, the scroll tool's arrows pan too; Page Up and Page Down still change the slice.
  await user.keyboard('{ArrowUp}{ArrowLeft}{PageUp}');
  expect(viewer()).toHaveAttribute('data-pan', '40,-40');
  expect(viewer()).toHaveAttribute('data-slice', '4');
  await user.keyboard('{PageDown}{ArrowDown}{ArrowRight}');
  expect(viewer()).toHaveAttribute('data-pan', '80,0');
  expect(viewer()).toHaveAttribute('data-slice', '5');

  await user.keyboard('r{ArrowRight}');
  expect(viewer()).toHaveAttribute('data-rotation', '90');
  // The orientation letters turn with the image: the patient's right is now at the top.
  expect(screen.getByText('R')).toHaveClass('top-1');

  // The exam's viewer has no window tool: W is not its key.
  await user.keyboard('w');
  expect(viewer()).toHaveAttribute('data-tool', 'rotate');

  await user.keyboard('e');
  expect(viewer()).toHaveAttribute('data-zoom', '1.000');
  expect(viewer()).toHaveAttribute('data-pan', '0,0');
  expect(viewer()).toHaveAttribute('data-rotation', '0');
  expect(viewer()).toHaveAttribute('data-slice', '5');
});

it('windows from the keyboard in study mode, and reset restores the opening window', async () => {
  const user = userEvent.setup();
  renderViewer('study');
  await waitFor(() => expect(viewer()).toHaveAttribute('data-painted-slice', '1'));
  viewer().focus();
  await user.keyboard('w{ArrowRight}{ArrowUp}');
  expect(viewer()).toHaveAttribute('data-window-width', '420');
  expect(viewer()).toHaveAttribute('data-window-center', '61');
  expect(screen.getByText('W 420 L 61')).toBeInTheDocument();
  await user.keyboard('e');
  expect(viewer()).toHaveAttribute('data-window-width', '400');
});

it('offers exactly the exam’s tools in exam mode, and presets, invert and full screen in study mode', async () => {
  const user = userEvent.setup();
  const { unmount } = renderViewer('exam');
  const examTools = screen.getAllByRole('button').map((button) => button.textContent);
  expect(examTools).toEqual([
    'Scroll s',
    'Pan p',
    'Zoom z',
    'Rotate r',
    'Reset e',
    'Previous slice',
    'Next slice',
    'Full screen',
  ]);
  viewer().focus();
  await user.keyboard('2i');
  expect(viewer()).toHaveAttribute('data-window-center', '40');
  expect(viewer()).toHaveAttribute('data-invert', 'false');
  unmount();

  renderViewer('study');
  expect(screen.getByRole('button', { name: 'Lung 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Window w' })).toBeInTheDocument();
  viewer().focus();
  await user.keyboard('2');
  expect(viewer()).toHaveAttribute('data-window-center', '-600');
  expect(viewer()).toHaveAttribute('data-window-width', '1500');
  expect(screen.getByRole('button', { name: 'Lung 2' })).toHaveAttribute('aria-pressed', 'true');
  await user.keyboard('i');
  expect(viewer()).toHaveAttribute('data-invert', 'true');
  expect(screen.getByRole('button', { name: 'Full screen f' })).toBeInTheDocument();
});

it('scrolls with the wheel and the slice bar, and leaves keys that are not its own to the page', async () => {
  renderViewer('exam');
  await waitFor(() => expect(viewer()).toHaveAttribute('data-painted-slice', '1'));
  act(() => {
    viewer().dispatchEvent(
      new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true }),
    );
  });
  expect(viewer()).toHaveAttribute('data-slice', '3');
  fireEvent.change(screen.getByRole('slider', { name: 'Slice' }), { target: { value: '5' } });
  expect(viewer()).toHaveAttribute('data-slice', '5');
  await waitFor(() => expect(viewer()).toHaveAttribute('data-painted-slice', '5'));

  const tab = fireEvent.keyDown(viewer(), { key: 'Tab' });
  const ctrl = fireEvent.keyDown(viewer(), { key: 'r', ctrlKey: true });
  expect(tab && ctrl).toBe(true);
  expect(viewer()).toHaveAttribute('data-tool', 'scroll');
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import RadiographViewer from './radiograph-viewer';

const SERIES = ['/s/1.webp', '/s/2.webp', '/s/3.webp', '/s/4.webp', '/s/5.webp'];
const ALT = 'Axial CT abdomen';

const image = () => screen.getByTestId('viewer-image');
const area = () => screen.getByRole('application');
const tool = (name: string) => screen.getByRole('button', { name });

describe('the case viewer', () => {
  it('rotates in quarter turns either way, and reset restores the view', () => {
    render(<RadiographViewer images={['/one.webp']} alt={ALT} />);
    expect(image().style.transform).toContain('rotate(0deg)');
    fireEvent.click(tool('Rotate right'));
    expect(image().style.transform).toContain('rotate(90deg)');
    fireEvent.click(tool('Rotate right'));
    expect(image().style.transform).toContain('rotate(180deg)');
    fireEvent.click(tool('Rotate left'));
    fireEvent.click(tool('Rotate left'));
    fireEvent.click(tool('Rotate left'));
    expect(image().style.transform).toContain('rotate(270deg)');

    fireEvent.change(screen.getByLabelText('Contrast'), { target: { value: '150' } });
    fireEvent.click(tool('Invert'));
    expect(image().style.filter).toBe('brightness(100%) contrast(150%) invert(1)');
    fireEvent.click(tool('Reset'));
    expect(image().style.transform).toContain('rotate(0deg)');
    expect(image().style.filter).toBe('brightness(100%) contrast(100%)');
    expect(screen.getByLabelText('Contrast')).toHaveValue('100');
  });

  it('in exam mode offers the exam’s tools and nothing it lacks', () => {
    render(<RadiographViewer images={SERIES} alt={ALT} mode="exam" />);
    for (const name of ['Zoom in', 'Zoom out', 'Rotate left', 'Rotate right', 'Reset']) {
      expect(tool(name)).toBeEnabled();
    }
    expect(screen.getByLabelText('Brightness')).toBeEnabled();
    expect(screen.getByLabelText('Contrast')).toBeEnabled();
    expect(screen.getByLabelText('Slice')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Invert' })).toBeNull();
    expect(screen.queryByRole('button', { name: /full screen/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /full-size/i })).toBeNull();
  });

  it('in study mode adds invert, full screen and the full-size file of the shown image', () => {
    render(<RadiographViewer images={SERIES} alt={ALT} />);
    expect(tool('Invert')).toBeEnabled();
    expect(tool('Full screen')).toBeEnabled();
    fireEvent.click(tool('Next slice'));
    expect(screen.getByRole('link', { name: /Open full-size image/ })).toHaveAttribute(
      'href',
      '/s/2.webp',
    );
  });

  it('steps a series with the slider, the buttons, the keys and the wheel, showing n / N', () => {
    render(<RadiographViewer images={SERIES} alt={ALT} mode="exam" />);
    const toolbar = screen.getByRole('toolbar', { name: 'Image tools' });
    expect(image()).toHaveAttribute('data-slice', '1');
    expect(image()).toHaveAttribute('src', '/s/1.webp');
    expect(image()).toHaveAccessibleName(`${ALT} (slice 1 of 5)`);
    expect(within(toolbar).getByText('1 / 5')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Slice'), { target: { value: '4' } });
    expect(image()).toHaveAttribute('data-slice', '4');
    expect(image()).toHaveAttribute('src', '/s/4.webp');
    expect(within(toolbar).getByText('4 / 5')).toBeInTheDocument();

    fireEvent.click(tool('Next slice'));
    expect(image()).toHaveAttribute('data-slice', '5');
    fireEvent.click(tool('Next slice'));
    expect(image()).toHaveAttribute('data-slice', '5');
    fireEvent.click(tool('Previous slice'));
    expect(image()).toHaveAttribute('data-slice', '4');

    fireEvent.keyDown(area(), { key: 'ArrowUp' });
    fireEvent.keyDown(area(), { key: 'PageUp' });
    expect(image()).toHaveAttribute('data-slice', '2');
    fireEvent.keyDown(area(), { key: 'ArrowDown' });
    fireEvent.keyDown(area(), { key: 'PageDown' });
    expect(image()).toHaveAttribute('data-slice', '4');

    fireEvent.wheel(area(), { deltaY: -100 });
    expect(image()).toHaveAttribute('data-slice', '3');
    fireEvent.wheel(area(), { deltaY: 100 });
    expect(image()).toHaveAttribute('data-slice', '4');
    // A trackpad's small deltas add up to one slice.
    fireEvent.wheel(area(), { deltaY: 20 });
    fireEvent.wheel(area(), { deltaY: 20 });
    expect(image()).toHaveAttribute('data-slice', '4');
    fireEvent.wheel(area(), { deltaY: 20 });
    expect(image()).toHaveAttribute('data-slice', '5');
    // Ctrl + wheel zooms instead.
    fireEvent.wheel(area(), { deltaY: -100, ctrlKey: true });
    expect(image()).toHaveAttribute('data-slice', '5');
    expect(within(toolbar).getByText('5 / 5')).toBeInTheDocument();
  });

  it('pans in all four directions with the arrows once zoomed in, and Page Up/Down still change the slice', async () => {
    // jsdom lays nothing out: give the image area and the image a size, so there is room to pan.
    const sized = ['offsetWidth', 'offsetHeight', 'clientWidth', 'clientHeight'] as const;
    const saved = sized.map(
      (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
    );
    for (const name of sized) {
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => 400 });
    }
    try {
      render(<RadiographViewer images={SERIES} alt={ALT} mode="exam" />);
      const content = () => document.querySelector<HTMLElement>('[data-viewer-content]')!;
      const position = () => {
        const match = /translate(?:3d)?\((-?[\d.]+)px, (-?[\d.]+)px/.exec(
          content().style.transform,
        );
        return match ? [Number(match[1]), Number(match[2])] : [0, 0];
      };
      fireEvent.click(tool('Zoom in'));
      await waitFor(() => expect(screen.getByTestId('zoom-level')).toHaveTextContent('150%'));
      const start = position();

      fireEvent.keyDown(area(), { key: 'ArrowDown' });
      expect(image()).toHaveAttribute('data-slice', '1');
      await waitFor(() => expect(position()[1]).toBeLessThan(start[1]));
      fireEvent.keyDown(area(), { key: 'ArrowRight' });
      await waitFor(() => expect(position()[0]).toBeLessThan(start[0]));
      const moved = position();
      fireEvent.keyDown(area(), { key: 'ArrowUp' });
      expect(image()).toHaveAttribute('data-slice', '1');
      await waitFor(() => expect(position()[1]).toBeGreaterThan(moved[1]));
      fireEvent.keyDown(area(), { key: 'ArrowLeft' });
      await waitFor(() => expect(position()[0]).toBeGreaterThan(moved[0]));
      // The arrows panned: the slice is where it was, and the page keys still step it.
      expect(image()).toHaveAttribute('data-slice', '1');
      fireEvent.keyDown(area(), { key: 'PageDown' });
      expect(image()).toHaveAttribute('data-slice', '2');
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      }
    }
  });

  it('keeps the slice on reset, like PACS', () => {
    render(<RadiographViewer images={SERIES} alt={ALT} mode="exam" />);
    fireEvent.keyDown(area(), { key: 'ArrowDown' });
    fireEvent.click(tool('Rotate right'));
    fireEvent.click(tool('Reset'));
    expect(image()).toHaveAttribute('data-slice', '2');
    expect(image().style.transform).toContain('rotate(0deg)');
  });

  it('resets the whole view with 0 on the image, as the Reset tool does', () => {
    render(<RadiographViewer images={['/one.webp']} alt={ALT} mode="exam" />);
    fireEvent.click(tool('Rotate left'));
    fireEvent.change(screen.getByLabelText('Brightness'), { target: { value: '60' } });
    fireEvent.keyDown(area(), { key: '0' });
    expect(image().style.transform).toContain('rotate(0deg)');
    expect(screen.getByLabelText('Brightness')).toHaveValue('100');
  });

  it('fetches the neighbouring slices ahead', () => {
    const fetched: string[] = [];
    const RealImage = window.Image;
    window.Image = class {
      set src(value: string) {
        fetched.push(value);
      }
    } as typeof Image;
    try {
      render(<RadiographViewer images={SERIES} alt={ALT} mode="exam" />);
      expect(fetched).toEqual(['/s/2.webp', '/s/3.webp']);
      fireEvent.keyDown(area(), { key: 'ArrowDown' });
      expect(fetched.slice(2)).toEqual(['/s/1.webp', '/s/3.webp', '/s/4.webp']);
    } finally {
      window.Image = RealImage;
    }
  });

  it('shows a single image without slice controls, and the wheel leaves it as it is', () => {
    render(<RadiographViewer images={['/one.webp']} alt={ALT} mode="exam" />);
    expect(screen.queryByLabelText('Slice')).toBeNull();
    expect(screen.queryByRole('button', { name: /slice/ })).toBeNull();
    expect(image()).toHaveAccessibleName(ALT);
    fireEvent.keyDown(area(), { key: 'ArrowDown' });
    fireEvent.wheel(area(), { deltaY: 100 });
    expect(image()).toHaveAttribute('data-slice', '1');
  });

  it('says when the shown image has loaded', () => {
    const onImageLoad = jest.fn();
    render(<RadiographViewer images={SERIES} alt={ALT} onImageLoad={onImageLoad} />);
    act(() => void fireEvent.load(image()));
    expect(onImageLoad).toHaveBeenCalledTimes(1);
  });
});

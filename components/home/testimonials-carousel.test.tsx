import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Testimonial } from '@/lib/feedback/calls';

import { TestimonialsCarousel } from '@/components/home/testimonials-carousel';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const testimonials: Testimonial[] = [
  { feedbackId: 1, fullName: 'Dr Short', profile: null, rating: 5, description: words(25) },
  { feedbackId: 2, fullName: 'Dr Long', profile: null, rating: 4.5, description: words(26) },
];

beforeAll(() => {
  // jsdom has no <dialog> behaviour and no layout for embla; stand-ins are enough here.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  window.matchMedia ??= (() => ({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  })) as unknown as typeof window.matchMedia;
  global.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe('TestimonialsCarousel', () => {
  it('shows every card with its name and stars, as slides of a labelled carousel', () => {
    render(<TestimonialsCarousel testimonials={testimonials} />);
    const carousel = screen.getByRole('region', { name: 'Student testimonials' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(2);
    expect(slides[0]).toHaveAccessibleName('1 of 2');
    expect(within(slides[1]).getByText('Dr Long')).toBeInTheDocument();
    expect(within(slides[1]).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('offers Read More only on a description above 25 words', () => {
    render(<TestimonialsCarousel testimonials={testimonials} />);
    const [short, long] = screen.getAllByRole('group');
    expect(within(short).queryByRole('button', { name: /Read More/ })).not.toBeInTheDocument();
    expect(within(long).getByRole('button', { name: /Read More/ })).toBeInTheDocument();
  });

  it('opens the full text in a dialog and closes it again', async () => {
    const user = userEvent.setup();
    render(<TestimonialsCarousel testimonials={testimonials} />);
    await user.click(screen.getByRole('button', { name: /Read More/ }));
    const dialog = screen.getByRole('dialog', { name: 'Dr Long' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByText(words(26))).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Testimonial } from '@/lib/feedback/calls';

import { LessonTestimonials } from './lesson-testimonials';

beforeAll(() => {
  // The carousel starts only near the viewport; here it stays a natively scrolling row.
  (globalThis as { IntersectionObserver: unknown }).IntersectionObserver = class {
    observe() {}
    disconnect() {}
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const testimonial = (feedbackId: number, description: string): Testimonial => ({
  feedbackId,
  fullName: `Dr Student ${feedbackId}`,
  profile: null,
  rating: 4.5,
  description,
});

describe('the lesson testimonials', () => {
  it('say "No Testimonials Available" when there are none, or they could not be read', () => {
    const { rerender } = render(<LessonTestimonials testimonials={[]} />);
    expect(screen.getByText('No Testimonials Available')).toBeInTheDocument();
    rerender(<LessonTestimonials testimonials={null} />);
    expect(screen.getByText('No Testimonials Available')).toBeInTheDocument();
  });

  it('offer Read More above 200 characters only, opening the whole text', async () => {
    const long = `${'a'.repeat(150)} ${'b'.repeat(50)}`; // 201 characters
    render(
      <LessonTestimonials testimonials={[testimonial(1, 'c'.repeat(200)), testimonial(2, long)]} />,
    );
    const [short, longSlide] = screen.getAllByRole('group');
    expect(within(short).queryByRole('button', { name: /Read More/ })).not.toBeInTheDocument();
    expect(within(short).getByText('c'.repeat(200))).toHaveClass('line-clamp-2');

    await userEvent.click(within(longSlide).getByRole('button', { name: /Read More/ }));
    const dialog = screen.getByRole('dialog', { name: 'Dr Student 2' });
    expect(dialog).toHaveTextContent(long);
  });
});

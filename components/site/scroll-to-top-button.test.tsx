import { act, fireEvent, render, screen } from '@testing-library/react';

import { ScrollToTopButton } from '@/components/site/scroll-to-top-button';

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('ScrollToTopButton', () => {
  const scrollTo = jest.fn();

  beforeEach(() => {
    scrollTo.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('is hidden at the top and until the page has scrolled more than 500 px', () => {
    render(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollWindowTo(500);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollWindowTo(501);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('hides again when the page scrolls back up', () => {
    render(<ScrollToTopButton />);
    scrollWindowTo(900);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    scrollWindowTo(100);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top when clicked', () => {
    render(<ScrollToTopButton />);
    scrollWindowTo(1200);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

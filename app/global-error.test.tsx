import { renderToStaticMarkup } from 'react-dom/server';

import GlobalError from './global-error';

/* What shows when the root layout itself failed (the spec's default router error screen). */

const failure = (digest?: string) => Object.assign(new Error('boom'), digest ? { digest } : {});

describe('GlobalError', () => {
  it('brings its own document, and a plain link home that does not need the client router', () => {
    const html = renderToStaticMarkup(<GlobalError error={failure('77')} reset={jest.fn()} />);
    expect(html).toMatch(
      /^<html lang="en-GB"><head><title>Unexpected Application Error!<\/title><\/head><body/,
    );
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(html).toContain('Reference: 77');
    expect(html).toMatch(/<a href="\/"[^>]*>Back to Home<\/a>/);
    expect(html).not.toContain('boom');
  });
});

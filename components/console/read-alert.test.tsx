import { render, screen } from '@testing-library/react';

import { ReadAlert } from './read-alert';

/*
 * What a console page says in place of what it could not read: a record's page says only that,
 * a list says it under its heading, with the space its page gives it.
 */

it('says why, as an alert with no space above at the top of a page', () => {
  const { container } = render(<ReadAlert message="Your role does not allow this." />);
  expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this.');
  expect(container.innerHTML).toBe(
    '<p role="alert" class="font-semibold text-red-800">Your role does not allow this.</p>',
  );
});

it('keeps the space above it that a list gives it under its heading', () => {
  const { container } = render(<ReadAlert message="No such page." margin="mt-4" />);
  expect(container.innerHTML).toBe(
    '<p role="alert" class="mt-4 font-semibold text-red-800">No such page.</p>',
  );
});

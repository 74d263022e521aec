import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { RubricForm } from './rubric-form';

/*
 * The four-domain rubric a viva room's examiner and a session room's consultant mark with
 * (docs/viva-rooms.md, "Marks"; docs/live-sessions.md, "Cases in the room").
 */

const DOMAINS = [
  'Radiology knowledge',
  'Observation',
  'Clinical reasoning',
  'Clinical safety and management',
];

it('sends the mark, the four scores and the comment through the caller’s own call', async () => {
  const send = jest.fn(async () => ({ status: 200, message: 'Mark saved' }));
  const onSaved = jest.fn();
  render(
    <RubricForm name="session-1-7" normal={false} saved={null} send={send} onSaved={onSaved} />,
  );
  const user = userEvent.setup();
  // Over-called is for a normal study only.
  expect(screen.queryByRole('option', { name: 'Over-called' })).toBeNull();
  await user.selectOptions(screen.getByRole('combobox'), 'partly');
  for (const [index, domain] of DOMAINS.entries()) {
    const group = screen.getByRole('group', { name: domain });
    await user.click(group.querySelectorAll('input[type="radio"]')[index % 4]!);
  }
  await user.type(screen.getByRole('textbox'), 'Name the second finding sooner.');
  await user.click(screen.getByRole('button', { name: 'Save mark' }));
  expect(send).toHaveBeenCalledWith({
    mark: 'partly',
    oralScores: { knowledge: 1, observation: 2, reasoning: 3, safety: 4 },
    comment: 'Name the second finding sooner.',
  });
  expect(onSaved).toHaveBeenCalled();
});

it('says the server’s refusal and keeps the form', async () => {
  const send = jest.fn(async () => ({
    status: 422,
    message: 'Score each of the four domains from 1 to 4',
  }));
  const onSaved = jest.fn();
  render(<RubricForm name="viva-1-2" normal saved={null} send={send} onSaved={onSaved} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save mark' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Score each of the four domains from 1 to 4',
  );
  expect(onSaved).not.toHaveBeenCalled();
});

it('shows a saved mark, and no button to save it again', () => {
  render(
    <RubricForm
      name="viva-1-3"
      normal
      saved={{
        mark: 'correct',
        oralScores: { knowledge: 4, observation: 4, reasoning: 3, safety: 4 },
        comment: 'Clear and safe.',
      }}
      send={jest.fn()}
      onSaved={jest.fn()}
    />,
  );
  expect(screen.getByText('Marked')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save mark' })).toBeNull();
  expect(screen.getByRole('textbox')).toHaveValue('Clear and safe.');
});

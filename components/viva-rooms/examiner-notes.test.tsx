import { render, screen, within } from '@testing-library/react';

import { ExaminerNotes } from './examiner-notes';

const notes = {
  name: 'Right upper lobe collapse',
  modelAnswer: 'Golden S sign.',
  keyFindings: ['Elevated horizontal fissure', 'Hilar mass'],
  prompts: ['What is the sign called?'],
};

it('shows the case’s name at the page’s level, its answer, findings and prompts, then the marking', () => {
  render(
    <ExaminerNotes notes={notes} level={3}>
      <button type="button">Save marks</button>
    </ExaminerNotes>,
  );
  const panel = screen.getByTestId('examiner-panel');
  expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent(notes.name);
  expect(
    within(panel)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent),
  ).toEqual(['Model answer', 'Key findings', 'Suggested prompts']);
  expect(within(panel).getByTestId('model-answer')).toHaveTextContent('Golden S sign.');
  expect(
    within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([...notes.keyFindings, ...notes.prompts]);
  expect(within(panel).getByRole('button', { name: 'Save marks' })).toBeInTheDocument();
});

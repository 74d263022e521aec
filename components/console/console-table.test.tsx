import { render, screen, within } from '@testing-library/react';

import { ConsoleTable } from './console-table';
import { ReviewList } from './review-card';

/*
 * The console's list kit (docs/console.md, "Lists"): each list page states its columns or cards;
 * the table's names, headers, sorting and empty state are the kit's.
 */

type Student = { id: number; name: string; papers: number };
const STUDENTS: Student[] = [
  { id: 1, name: 'Asha', papers: 4 },
  { id: 2, name: 'Ben', papers: 12 },
];

it('names the table and its scrolling box, heads each row with its name, and numbers the rows', () => {
  render(
    <ConsoleTable
      label="Students’ progress"
      rows={STUDENTS}
      rowKey={(student) => student.id}
      columns={[
        { header: '#', cell: (_, index) => index + 11 },
        { header: 'Student', rowHeader: true, cell: (student) => student.name },
        {
          header: 'Papers',
          numeric: true,
          cell: (student) => student.papers,
          sort: { href: '/console/x?sort=papers', order: 'descending' },
        },
        false,
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Students’ progress' });
  expect(screen.getByRole('region', { name: 'Students’ progress' })).toContainElement(table);
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Asha');
  expect(
    within(rows[2]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['12', '12']);
  const papers = within(table).getByRole('columnheader', { name: 'Papers' });
  expect(papers).toHaveAttribute('aria-sort', 'descending');
  expect(within(papers).getByRole('link', { name: 'Papers' })).toHaveAttribute(
    'href',
    '/console/x?sort=papers',
  );
  expect(within(table).getByRole('columnheader', { name: '#' })).not.toHaveAttribute('aria-sort');
});

it('says the empty state in place of the table', () => {
  render(
    <ConsoleTable
      label="Cohorts"
      rows={[] as Student[]}
      rowKey={(student) => student.id}
      empty="No cohort yet."
      columns={[{ header: 'Cohort', cell: (student) => student.name }]}
    />,
  );
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByText('No cohort yet.')).toBeInTheDocument();
});

it('lists writings as named cards, or says there are none', () => {
  const { rerender } = render(
    <ReviewList
      label="Feedback"
      rows={[{ id: 3, name: 'Asha', text: 'More neuro cases, please!' }]}
      rowKey={(row) => row.id}
      empty="No feedback to show."
      card={(row) => ({
        label: `Feedback from ${row.name}`,
        author: { name: row.name, email: 'asha@example.com' },
        about: 'On the site',
        text: row.text,
        action: <button type="button">Approve</button>,
      })}
    />,
  );
  const card = within(screen.getByRole('list', { name: 'Feedback' })).getByRole('listitem', {
    name: 'Feedback from Asha',
  });
  expect(card).toHaveTextContent('More neuro cases, please!');
  expect(within(card).getByRole('button', { name: 'Approve' })).toBeInTheDocument();

  rerender(
    <ReviewList
      label="Feedback"
      rows={[] as { id: number }[]}
      rowKey={(row) => row.id}
      empty="No feedback to show."
      card={() => ({
        label: '',
        author: { name: '', email: '' },
        about: '',
        text: '',
        action: null,
      })}
    />,
  );
  expect(screen.queryByRole('list')).toBeNull();
  expect(screen.getByText('No feedback to show.')).toBeInTheDocument();
});

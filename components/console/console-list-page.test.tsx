import { render, screen, within } from '@testing-library/react';

import { ConsoleListPage } from './console-list-page';
import { ConsoleTable } from './console-table';

/*
 * The frame of a console list page (docs/console.md, "Lists"): its heading, tabs or search, the
 * alert when the list could not be read, the list, its pager and what follows them.
 */

type Message = { id: number; from: string };
/** A page of messages, as a list's call answers it. */
type Messages = { list: Message[]; total: number };
const listed = (list: Message[], total: number) =>
  ({ kind: 'listed', data: { list, total } }) as const;
const table = (data: { list: readonly Message[] }) => (
  <ConsoleTable
    label="Messages"
    rows={data.list}
    rowKey={(row) => row.id}
    empty="No messages to show."
    columns={[{ header: 'From', cell: (row) => row.from }]}
  />
);
const tabs = {
  label: 'Messages to show',
  states: ['open', 'handled'] as const,
  labels: { open: 'Open', handled: 'Handled' },
  shown: 'handled' as const,
  hrefFor: (state: string) => `/console/messages?state=${state}`,
};
const pager = {
  label: 'Message pages',
  page: 2,
  pageSize: 2,
  hrefFor: (page: number) => `/console/messages?state=handled&page=${page}`,
};

it('heads the list, chooses its state, and pages it', () => {
  render(
    <ConsoleListPage
      title="Messages"
      intro="What visitors sent."
      list={listed(
        [
          { id: 3, from: 'Asha' },
          { id: 4, from: 'Ben' },
        ],
        5,
      )}
      tabs={tabs}
      pager={pager}
      below={() => <h2>New message</h2>}
    >
      {table}
    </ConsoleListPage>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  expect(screen.getByText('What visitors sent.')).toBeInTheDocument();
  const states = screen.getByRole('navigation', { name: 'Messages to show' });
  expect(within(states).getByRole('link', { name: 'Handled' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(states).getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    '/console/messages?state=open',
  );
  expect(within(screen.getByRole('table', { name: 'Messages' })).getAllByRole('row')).toHaveLength(
    3,
  );
  const pages = screen.getByRole('navigation', { name: 'Message pages' });
  expect(pages).toHaveTextContent('Entries 3–4 of 5');
  expect(within(pages).getByRole('link', { name: 'Newer' })).toHaveAttribute(
    'href',
    '/console/messages?state=handled&page=1',
  );
  expect(within(pages).getByRole('link', { name: 'Older' })).toHaveAttribute(
    'href',
    '/console/messages?state=handled&page=3',
  );
  expect(screen.getByRole('heading', { level: 2, name: 'New message' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('says the list’s empty state, and that the pager has no entries', () => {
  render(
    <ConsoleListPage title="Messages" list={listed([], 0)} pager={{ ...pager, page: 1 }}>
      {table}
    </ConsoleListPage>,
  );
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByText('No messages to show.')).toBeInTheDocument();
  const pages = screen.getByRole('navigation', { name: 'Message pages' });
  expect(pages).toHaveTextContent('No entries');
  expect(within(pages).queryByRole('link')).toBeNull();
});

it('alerts in place of the list it could not read, keeping the search unless refused', () => {
  const search = <form role="search" aria-label="Find a message" />;
  const { rerender } = render(
    <ConsoleListPage<Messages, 'open' | 'handled'>
      title="Messages"
      list={{ kind: 'invalid', message: 'Choose open or handled' }}
      search={search}
      tabs={tabs}
      pager={pager}
      below={() => <h2>New message</h2>}
    >
      {table}
    </ConsoleListPage>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Choose open or handled');
  expect(screen.getByRole('search', { name: 'Find a message' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Messages to show' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('navigation', { name: 'Message pages' })).toBeNull();
  expect(screen.queryByRole('heading', { level: 2 })).toBeNull();

  rerender(
    <ConsoleListPage<Messages>
      title="Messages"
      list={{ kind: 'refused', message: 'Your role may not read messages.' }}
      search={search}
    >
      {table}
    </ConsoleListPage>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Your role may not read messages.');
  expect(screen.queryByRole('search')).toBeNull();
});

it('spaces its alert under the heading as the page asks, as every list did by default', () => {
  const refused = { kind: 'refused', message: 'Your role does not allow this.' } as const;
  const { rerender } = render(
    <ConsoleListPage<Messages> title="Messages" list={refused}>
      {table}
    </ConsoleListPage>,
  );
  expect(screen.getByRole('alert')).toHaveAttribute('class', 'mt-6 font-semibold text-red-800');
  rerender(
    <ConsoleListPage<Messages> title="Messages" list={refused} alertMargin="mt-4">
      {table}
    </ConsoleListPage>,
  );
  expect(screen.getByRole('alert')).toHaveAttribute('class', 'mt-4 font-semibold text-red-800');
});

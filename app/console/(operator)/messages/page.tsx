import type { Metadata } from 'next';

import { loadConsoleList, pageOf, requireOperator, stateOf } from '@/lib/platform/console-loaders';
import { CONTACT_INBOX_PAGE, CONTACT_STATES } from '@/lib/policies/texts';
import { routes } from '@/lib/routes';

import { ConsolePager } from '@/components/console/console-pager';
import { ConsoleStateTabs } from '@/components/console/console-state-tabs';
import { ContactHandledButton } from '@/components/contact/console/contact-handled-button';
import { ContactReplyForm } from '@/components/contact/console/contact-reply-form';
import { ReviewList } from '@/components/console/review-card';

export const metadata: Metadata = { title: 'Messages' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});
const STATE_LABELS = { open: 'Open', handled: 'Handled', all: 'All' } as const;

/** What visitors and students sent from the contact page: answered by mail, then handled. */
export default async function MessagesPage({ searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const query = await searchParams;
  const shown = stateOf(query.state, CONTACT_STATES, 'open');
  const page = pageOf(query.page);
  const list = await loadConsoleList('listContactMessages', state.session, {
    state: shown,
    limit: CONTACT_INBOX_PAGE,
    offset: (page - 1) * CONTACT_INBOX_PAGE,
  });
  const hrefFor = (to: number, which = shown) => {
    const params = new URLSearchParams({ state: which });
    if (to > 1) params.set('page', String(to));
    return `${routes.consoleMessages.path}?${params}`;
  };

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Messages</h1>
      <p className="mt-2 text-sm text-slate-600">
        What visitors and students sent from the contact page. A reply goes to the sender by email
        and marks the message handled; the audit log keeps every reply.
      </p>
      <ConsoleStateTabs
        label="Messages to show"
        states={CONTACT_STATES}
        labels={STATE_LABELS}
        shown={shown}
        hrefFor={(which) => hrefFor(1, which)}
      />
      {list.kind !== 'listed' ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {list.message}
        </p>
      ) : (
        <>
          <ReviewList
            label="Messages"
            rows={list.data.list}
            rowKey={(item) => item.contactId}
            empty="No messages to show."
            card={(item) => ({
              label: `Message from ${item.studentName ?? item.email}`,
              author: { name: item.studentName ?? 'Visitor', email: item.email },
              about: `${when.format(new Date(item.created))} · ${
                item.handledAt
                  ? `handled${item.handledBy ? ` by ${item.handledBy}` : ''} on ${when.format(new Date(item.handledAt))}`
                  : 'open'
              }`,
              text: item.message || 'No message: only the address was sent.',
              action: <ContactHandledButton contactId={item.contactId} handled={item.handled} />,
              children: (
                <>
                  {item.reply && item.repliedAt ? (
                    <div className="mt-4 rounded-lg bg-slate-50 p-4">
                      <p className="text-sm font-semibold text-slate-700">
                        Reply sent on {when.format(new Date(item.repliedAt))}
                      </p>
                      <p className="mt-1 whitespace-pre-line text-slate-800">{item.reply}</p>
                    </div>
                  ) : null}
                  <ContactReplyForm contactId={item.contactId} email={item.email} />
                </>
              ),
            })}
          />
          <ConsolePager
            label="Message pages"
            page={page}
            pageSize={CONTACT_INBOX_PAGE}
            shown={list.data.list.length}
            total={list.data.total}
            hrefFor={(to) => hrefFor(to)}
          />
        </>
      )}
    </>
  );
}

import type { Metadata } from 'next';

import { loadConsoleListPage } from '@/lib/platform/console-list-page';
import { requireOperator } from '@/lib/platform/console-loaders';
import { CONTACT_INBOX_PAGE, CONTACT_STATES } from '@/lib/policies/texts';
import { routes } from '@/lib/routes';

import { ConsoleListPage } from '@/components/console/console-list-page';
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
  const { list, tabs, pager } = await loadConsoleListPage('listContactMessages', state.signIn, {
    route: routes.consoleMessages,
    states: CONTACT_STATES,
    fallback: 'open',
    pageSize: CONTACT_INBOX_PAGE,
    query: await searchParams,
  });

  return (
    <ConsoleListPage
      title="Messages"
      intro={
        <>
          What visitors and students sent from the contact page. A reply goes to the sender by email
          and marks the message handled; the audit log keeps every reply.
        </>
      }
      list={list}
      tabs={{ ...tabs, label: 'Messages to show', labels: STATE_LABELS }}
      pager={{ ...pager, label: 'Message pages' }}
    >
      {(data) => (
        <ReviewList
          label="Messages"
          rows={data.list}
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
      )}
    </ConsoleListPage>
  );
}

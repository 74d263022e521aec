import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Comment } from '@/lib/comments/calls';
import { envelope } from '@/test/form-test-helpers';

import { CommentsSection } from './comments-section';

const mockNotify = { success: jest.fn(), error: jest.fn() };
jest.mock('@/components/ui/notify', () => ({
  notify: {
    success: (message: string) => mockNotify.success(message),
    error: (message: string) => mockNotify.error(message),
  },
}));

const fetchMock = jest.fn();
beforeAll(() => {
  global.fetch = fetchMock;
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => jest.resetAllMocks());

const ME = 7;
const comment = (commentId: number, studentId: number, description: string): Comment => ({
  commentId,
  studentId,
  description,
  fullName: studentId === ME ? 'Asha Rao' : 'Ben Cole',
  profile: null,
  created: '2025-03-12T10:00:00.000Z',
});

const SIGN_IN = '/signin?from=subshortsdetails&id=12';

/** Renders the section and waits for its comment form, which loads as a chunk of its own. */
async function renderSection(
  list: Comment[],
  total = list.length,
  viewerId: number | null = ME,
  extra: Partial<Parameters<typeof CommentsSection>[0]> = {},
) {
  render(
    <CommentsSection
      target={{ type: 'SHORT', caseId: 12 }}
      initial={{ list, total }}
      viewerId={viewerId}
      signInHref={SIGN_IN}
      {...extra}
    />,
  );
  await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
}

const request = (index: number) => {
  const [url, init] = fetchMock.mock.calls[index];
  return { url, method: init.method, body: JSON.parse(init.body) };
};

describe('the comment list', () => {
  it('says "No comments available." when there are none', async () => {
    await renderSection([]);
    expect(screen.getByText('No comments available.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Comments' })).not.toBeInTheDocument();
  });

  it('offers Edit and Delete on the student’s own comments only', async () => {
    await renderSection([comment(1, ME, 'Mine'), comment(2, 99, 'Theirs')]);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]).getByRole('button', { name: /Edit/ })).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(within(items[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the dates the server wrote, and writes its own for comments it loads', async () => {
    const later = { ...comment(2, 99, 'Later'), created: '2025-07-31T23:30:00.000Z' };
    await renderSection([comment(1, ME, 'Mine')], 2, ME, {
      dates: { [comment(1, ME, 'Mine').created]: 'as the server wrote it' },
    });
    expect(screen.getByText('as the server wrote it')).toHaveAttribute(
      'dateTime',
      '2025-03-12T10:00:00.000Z',
    );
    fetchMock.mockResolvedValueOnce(envelope(200, 'Success', { list: [later], total: 2 }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More Comments' }));
    // 23:30 UTC on 31 July is 00:30 on 1 August in the UK (British Summer Time).
    expect(await screen.findByText('1 Aug 2025')).toHaveAttribute(
      'dateTime',
      '2025-07-31T23:30:00.000Z',
    );
  });

  it('shows a visitor no Edit or Delete at all', async () => {
    await renderSection([comment(1, ME, 'Mine')], 1, null);
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });

  it('"Load More Comments" asks for the next twenty after those shown, until the total', async () => {
    const user = userEvent.setup();
    const first = [1, 2, 3, 4, 5].map((id) => comment(id, 99, `Comment ${id}`));
    await renderSection(first, 7);
    fetchMock.mockResolvedValueOnce(
      envelope(200, 'Success', {
        list: [comment(6, 99, 'Comment 6'), comment(7, 99, 'Comment 7')],
        total: 7,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Load More Comments' }));
    expect(await screen.findByText('Comment 7')).toBeInTheDocument();
    expect(request(0)).toEqual({
      url: '/api/student/comment/list',
      method: 'POST',
      body: { subshortId: 12, limit: 20, offset: 5 },
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Load More Comments' })).not.toBeInTheDocument();
  });
});

describe('writing', () => {
  it('asks a visitor to log in instead of posting', async () => {
    const user = userEvent.setup();
    await renderSection([], 0, null);
    await user.type(screen.getByLabelText('Your comment'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(within(dialog).getByText('Please log in to continue')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'OK' })).toHaveAttribute('href', SIGN_IN);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the trimmed text for the case, then reads the list again with one more', async () => {
    const user = userEvent.setup();
    await renderSection([comment(1, 99, 'Older')], 1);
    fetchMock
      .mockResolvedValueOnce(envelope(200, 'Comment added successfully', comment(2, ME, 'New')))
      .mockResolvedValueOnce(
        envelope(200, 'Success', {
          list: [comment(2, ME, 'New'), comment(1, 99, 'Older')],
          total: 2,
        }),
      );
    await user.type(screen.getByLabelText('Your comment'), '  New  ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('New')).toBeInTheDocument();
    expect(request(0)).toEqual({
      url: '/api/student/comment/save',
      method: 'POST',
      body: { type: 'SHORT', subshortId: 12, description: 'New' },
    });
    expect(request(1).body).toEqual({ subshortId: 12, limit: 5, offset: 0 });
    expect(mockNotify.success).toHaveBeenCalledWith('Comment added successfully');
    expect(screen.getByLabelText('Your comment')).toHaveValue('');
  });

  it('toasts the server’s refusal, or "Failed to add comment", and keeps the text', async () => {
    const user = userEvent.setup();
    await renderSection([]);
    fetchMock.mockResolvedValueOnce(envelope(422, ''));
    await user.type(screen.getByLabelText('Your comment'), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(mockNotify.error).toHaveBeenCalledWith('Failed to add comment'));
    expect(screen.getByLabelText('Your comment')).toHaveValue('Kept');
  });

  it('edits the student’s comment in the "Edit Comment" dialog with "Update"', async () => {
    const user = userEvent.setup();
    await renderSection([comment(1, ME, 'First draft')]);
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Comment' });
    const box = within(dialog).getByLabelText('Your comment');
    expect(box).toHaveValue('First draft');
    fetchMock.mockResolvedValueOnce(
      envelope(200, 'Comment updated successfully', comment(1, ME, 'Second draft')),
    );
    await user.clear(box);
    await user.type(box, 'Second draft');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Second draft')).toBeInTheDocument();
    expect(request(0).body).toEqual({
      type: 'SHORT',
      subshortId: 12,
      description: 'Second draft',
      commentId: 1,
    });
    expect(mockNotify.success).toHaveBeenCalledWith('Comment updated successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('on a lesson, "Add Comment" opens the dialog with "Post" for signed-in students only', async () => {
    const user = userEvent.setup();
    const target = { type: 'VIDEO', videoId: 3 } as const;
    const { unmount } = render(
      <CommentsSection
        target={target}
        initial={{ list: [], total: 0 }}
        viewerId={null}
        signInHref="/signin?from=video"
        compose="button"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Add Comment' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your comment')).not.toBeInTheDocument();
    unmount();

    render(
      <CommentsSection
        target={target}
        initial={{ list: [], total: 0 }}
        viewerId={ME}
        signInHref="/signin?from=video"
        compose="button"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Comment' });
    fetchMock
      .mockResolvedValueOnce(envelope(200, 'Comment added successfully', comment(5, ME, 'Great')))
      .mockResolvedValueOnce(
        envelope(200, 'Success', { list: [comment(5, ME, 'Great')], total: 1 }),
      );
    await user.type(within(dialog).getByLabelText('Your comment'), 'Great');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Great')).toBeInTheDocument();
    expect(request(0).body).toEqual({ type: 'VIDEO', videoId: 3, description: 'Great' });
    expect(request(1).body).toEqual({ videoId: 3, limit: 5, offset: 0 });
  });
});

describe('deleting', () => {
  it('asks first, then deletes with DELETE and says "Comment deleted successfully"', async () => {
    const user = userEvent.setup();
    await renderSection([comment(1, ME, 'Going'), comment(2, 99, 'Staying')], 2);
    await user.click(screen.getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText("You won't be able to revert this!")).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(envelope(200, 'Comment deleted successfully'));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() => expect(screen.queryByText('Going')).not.toBeInTheDocument());
    expect(request(0)).toEqual({
      url: '/api/student/comment/remove',
      method: 'DELETE',
      body: { commentId: 1, subshortId: 12 },
    });
    expect(mockNotify.success).toHaveBeenCalledWith('Comment deleted successfully');
    expect(screen.getByText('Staying')).toBeInTheDocument();
  });

  it('keeps the comment when the student cancels', async () => {
    const user = userEvent.setup();
    await renderSection([comment(1, ME, 'Kept')]);
    await user.click(screen.getByRole('button', { name: /Delete/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Kept')).toBeInTheDocument();
  });

  it.each([
    [
      'a refusal without a message',
      () => fetchMock.mockResolvedValueOnce(envelope(404, '')),
      'Failed to delete comment',
    ],
    [
      'a network failure',
      () => fetchMock.mockRejectedValueOnce(new TypeError('offline')),
      'An error occurred while deleting comment',
    ],
  ])('toasts %s and keeps the comment', async (_label, fail, message) => {
    const user = userEvent.setup();
    await renderSection([comment(1, ME, 'Still here')]);
    await user.click(screen.getByRole('button', { name: /Delete/ }));
    fail();
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() => expect(mockNotify.error).toHaveBeenCalledWith(message));
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });
});

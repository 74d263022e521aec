import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { alerts } from '@/test/form-test-helpers';

import { CommentModal, type CommentModalState } from './comment-modal';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function renderModal(state: CommentModalState, saved = true) {
  const onSubmit = jest.fn(async () => saved);
  const onClose = jest.fn();
  render(<CommentModal state={state} onClose={onClose} onSubmit={onSubmit} />);
  return { onSubmit, onClose };
}

describe('the comment modal', () => {
  it('adds: "Add Comment" with "Post", starting empty', async () => {
    renderModal({ mode: 'add' });
    expect(screen.getByRole('dialog', { name: 'Add Comment' })).toBeInTheDocument();
    // The form is a chunk of its own, loaded when the modal opens.
    expect(await screen.findByRole('button', { name: 'Post' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your comment')).toHaveValue('');
  });

  it('edits: "Edit Comment" with "Update", starting from the comment', async () => {
    renderModal({ mode: 'edit', commentId: 4, text: 'My first thought' });
    expect(screen.getByRole('dialog', { name: 'Edit Comment' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your comment')).toHaveValue('My first thought');
  });

  it('refuses blank text with "Comment is required", sending nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderModal({ mode: 'add' });
    await user.type(screen.getByLabelText('Your comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Comment is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Your comment')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses 1001 characters and accepts 1000, sending the trimmed text', async () => {
    const user = userEvent.setup();
    const { onSubmit, onClose } = renderModal({ mode: 'edit', commentId: 9, text: '' });
    const box = screen.getByLabelText('Your comment');

    await user.click(box);
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Comment must be at most 1000 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(box);
    await user.paste(`  ${'y'.repeat(1000)}  `);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith('y'.repeat(1000), {
        mode: 'edit',
        commentId: 9,
        text: '',
      }),
    );
    expect(alerts()).toEqual([]);
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open with the text when saving fails', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal({ mode: 'add' }, false);
    await user.type(screen.getByLabelText('Your comment'), 'Useful case');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.getByLabelText('Your comment')).toHaveValue('Useful case'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { envelope } from '@/test/form-test-helpers';

import { ModelAnswer } from './model-answer';

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

const SIGN_IN = '/signin?from=subshortsdetails&id=12';
const renderAnswer = (signedIn: boolean) =>
  render(<ModelAnswer categoryId={3} caseId={12} signedIn={signedIn} signInHref={SIGN_IN} />);

const sent = (index: number) => {
  const [url, init] = fetchMock.mock.calls[index];
  return { url, body: JSON.parse(init.body) };
};

describe('the Model Answer toggle', () => {
  it('asks a visitor to log in, returning to the case, and fetches nothing', async () => {
    const user = userEvent.setup();
    renderAnswer(false);
    await user.click(screen.getByRole('button', { name: 'Model Answer' }));
    const dialog = screen.getByRole('dialog', { name: 'Login Required' });
    expect(within(dialog).getByText('Please log in to continue')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'OK' })).toHaveAttribute('href', SIGN_IN);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the answer for a signed-in student only when revealed, once', async () => {
    const user = userEvent.setup();
    renderAnswer(true);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(
      envelope(200, 'Success', { subshortId: 12, answer: 'Left upper lobe collapse.' }),
    );
    const toggle = screen.getByRole('button', { name: 'Model Answer' });
    await user.click(toggle);
    expect(await screen.findByText('Left upper lobe collapse.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sent(0)).toEqual({ url: '/api/short/sub/answer', body: { subshortId: 12 } });

    await user.click(toggle);
    expect(screen.queryByText('Left upper lobe collapse.')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByText('Left upper lobe collapse.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the key findings, in order, and a normal study with the answer, never before', async () => {
    const user = userEvent.setup();
    renderAnswer(true);
    fetchMock.mockResolvedValueOnce(
      envelope(200, 'Success', {
        subshortId: 12,
        answer: 'No abnormality.',
        keyFindings: ['Clear lungs', 'Normal heart size'],
        normal: true,
      }),
    );
    expect(screen.queryByText('Clear lungs')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Model Answer' }));
    const findings = await screen.findByRole('list');
    expect(
      within(findings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Clear lungs', 'Normal heart size']);
    expect(screen.getByText('This is a normal study.')).toBeInTheDocument();
    expect(screen.getByText('No abnormality.')).toBeInTheDocument();
  });

  it('says "No answer available." when the case has none', async () => {
    const user = userEvent.setup();
    renderAnswer(true);
    fetchMock.mockResolvedValueOnce(envelope(200, 'Success', { subshortId: 12, answer: null }));
    await user.click(screen.getByRole('button', { name: 'Model Answer' }));
    expect(await screen.findByText('No answer available.')).toBeInTheDocument();
  });

  it('reads the answer from short/sub/list when the API lacks short/sub/answer', async () => {
    const user = userEvent.setup();
    renderAnswer(true);
    fetchMock
      .mockResolvedValueOnce(envelope(501, 'This feature is not available yet.'))
      .mockResolvedValueOnce(
        envelope(200, 'Success', {
          list: [{ shortId: 3, subshortId: 12, name: 'x', image: 'x', answer: 'From the list.' }],
          total: 1,
          url: '',
          name: 'Chest',
        }),
      );
    await user.click(screen.getByRole('button', { name: 'Model Answer' }));
    expect(await screen.findByText('From the list.')).toBeInTheDocument();
    expect(sent(1)).toEqual({
      url: '/api/short/sub/list',
      body: { shortId: 3, subshortId: 12, limit: 1 },
    });
  });

  it('asks to log in again when the session has gone', async () => {
    const user = userEvent.setup();
    renderAnswer(true);
    fetchMock.mockResolvedValueOnce(envelope(401, 'Please log in to continue'));
    await user.click(screen.getByRole('button', { name: 'Model Answer' }));
    expect(await screen.findByRole('dialog', { name: 'Login Required' })).toBeInTheDocument();
  });
});

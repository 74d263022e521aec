import { idParam, loadConsoleRecordPage, policyPageRecord } from './console-record-page';
import { loadConsoleList, requireOperator } from './console-loaders';

jest.mock('./console-loaders', () => ({
  ...jest.requireActual('./console-loaders'),
  requireOperator: jest.fn(),
  loadConsoleList: jest.fn(),
}));

/*
 * A record's console page, an editor or its preview: who reads it, the record its address names
 * (the 404 page when none), and its call's read with the role beside it.
 */

const signIn = { token: 'operator-token' } as never;
const operator = jest.mocked(requireOperator);
const read = jest.mocked(loadConsoleList);
const caseDetails = { caseId: 12, name: 'Pneumothorax' };
const byCase = { key: idParam, input: (caseId: number) => ({ caseId }) };

beforeEach(() => {
  operator.mockReset().mockResolvedValue({
    kind: 'signed-in',
    signIn,
    overview: { operator: { role: 'editor' } },
  } as never);
  read.mockReset().mockResolvedValue({ kind: 'listed', data: caseDetails } as never);
});

it('reads the record its address names, and gives its key and the reader’s role', async () => {
  const page = await loadConsoleRecordPage(
    'consoleCaseDetails',
    Promise.resolve({ id: '12' }),
    byCase,
  );
  expect(read).toHaveBeenCalledWith('consoleCaseDetails', signIn, { caseId: 12 });
  expect(page).toEqual({ kind: 'listed', data: caseDetails, key: 12, role: 'editor' });
});

it('passes on a read refused or invalid as it came, with nothing of the record', async () => {
  for (const kind of ['refused', 'invalid'] as const) {
    read.mockResolvedValueOnce({ kind, message: 'Your role does not allow this.' });
    await expect(
      loadConsoleRecordPage('consoleCaseDetails', Promise.resolve({ id: '12' }), byCase),
    ).resolves.toEqual({ kind, message: 'Your role does not allow this.' });
  }
});

it('answers null, reading nothing, when the console is not available', async () => {
  operator.mockResolvedValue({ kind: 'unavailable' });
  const key = jest.fn(idParam);
  await expect(
    loadConsoleRecordPage('consoleCaseDetails', Promise.resolve({ id: '12' }), { ...byCase, key }),
  ).resolves.toBeNull();
  expect(key).not.toHaveBeenCalled();
  expect(read).not.toHaveBeenCalled();
});

it.each([['012'], ['0'], ['12a'], ['']])(
  'answers the 404 page for the address /console/case/%s, reading nothing',
  async (id) => {
    await expect(
      loadConsoleRecordPage('consoleCaseDetails', Promise.resolve({ id }), byCase),
    ).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
    expect(read).not.toHaveBeenCalled();
  },
);

it('takes a key its page reads its own way, and undefined for none', async () => {
  read.mockResolvedValue({ kind: 'listed', data: { title: 'Privacy Policy' } } as never);
  await expect(
    loadConsoleRecordPage(
      'consolePolicyPage',
      Promise.resolve({ key: 'privacypolicy' }),
      policyPageRecord,
    ),
  ).resolves.toMatchObject({ kind: 'listed', key: 'privacypolicy' });
  expect(read).toHaveBeenCalledWith('consolePolicyPage', signIn, { key: 'privacypolicy' });
  await expect(
    loadConsoleRecordPage(
      'consolePolicyPage',
      Promise.resolve({ key: 'cookies' }),
      policyPageRecord,
    ),
  ).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
});

it('reads a record’s id as its links spell it', () => {
  expect(idParam({ id: '12' })).toBe(12);
  expect(idParam({ id: '012' })).toBeNull();
  expect(idParam({ id: '2147483648' })).toBeNull();
});

it('reads a policy page’s key only as one of the policy keys', () => {
  expect(policyPageRecord.key({ key: 'privacypolicy' })).toBe('privacypolicy');
  expect(policyPageRecord.key({ key: 'cookies' })).toBeUndefined();
  expect(policyPageRecord.key({ key: 'constructor' })).toBeUndefined();
});

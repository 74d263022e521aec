import { announceProfileUpdate } from '@/lib/browser/profile-events';
import { envelope, studentProfile } from '@/test/form-test-helpers';

import { forgetOwnProfile, ownProfile } from './own-profile';

const fetchMock = jest.fn();
beforeAll(() => {
  global.fetch = fetchMock;
});
beforeEach(() => {
  fetchMock.mockReset();
  forgetOwnProfile();
});

const student = { ...studentProfile, isSubscribe: 1 };

const profileCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/student/getprofile').length;

it('asks once for the islands of one page, together or one after another', async () => {
  fetchMock.mockImplementation(async () =>
    envelope(200, 'Profile fetched successfully', [student]),
  );
  const [header, overlay] = await Promise.all([ownProfile(), ownProfile()]);
  expect(header).toEqual(student);
  expect(overlay).toBe(header);
  expect((await ownProfile())?.email).toBe('asha@example.com');
  expect(profileCalls()).toBe(1);
});

it('keeps no refusal: the next island asks again', async () => {
  fetchMock.mockImplementationOnce(async () => envelope(404, 'Not found'));
  expect(await ownProfile()).toBeNull();
  fetchMock.mockImplementationOnce(async () => envelope(200, 'ok', [student]));
  expect(await ownProfile()).toEqual(student);
  expect(profileCalls()).toBe(2);
});

it('keeps no failure: a request that did not reach the server is asked again', async () => {
  fetchMock.mockImplementationOnce(async () => {
    throw new TypeError('Failed to fetch');
  });
  const first = await ownProfile().then(
    (profile) => profile,
    () => 'failed',
  );
  fetchMock.mockImplementationOnce(async () => envelope(200, 'ok', [student]));
  expect([first, await ownProfile()]).toEqual(['failed', student]);
  expect(profileCalls()).toBe(2);
});

it('asks again after the student edits their profile', async () => {
  fetchMock.mockImplementation(async () => envelope(200, 'ok', [student]));
  await ownProfile();
  announceProfileUpdate({ fullName: 'Asha R. Rao', profile: null });
  fetchMock.mockImplementation(async () =>
    envelope(200, 'ok', [{ ...student, fullName: 'Asha R. Rao' }]),
  );
  expect((await ownProfile())?.fullName).toBe('Asha R. Rao');
  expect(profileCalls()).toBe(2);
});

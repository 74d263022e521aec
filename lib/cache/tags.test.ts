import { calls } from '@/lib/calls';

import { CONTENT_CACHE_TAGS, tagsStaleAfter } from './tags';

describe('the tags a browser call makes stale', () => {
  it('marks the cached comments stale when a comment is saved or removed, or a profile edited', () => {
    for (const name of ['saveComment', 'removeComment', 'editProfile'] as const) {
      const { path, method } = calls[name];
      expect(tagsStaleAfter(path, method.toLowerCase())).toEqual([CONTENT_CACHE_TAGS.comments]);
    }
  });

  it('leaves the caches alone for reads and unknown paths', () => {
    const { path, method } = calls.listComments;
    expect(tagsStaleAfter(path, method)).toEqual([]);
    expect(tagsStaleAfter('no/such/call', 'POST')).toEqual([]);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { $bookmarks, $bookmarksPending, noteBookmarks, setBookmarkPending } from './bookmarks';
import { $accessToken, $user, endSession } from './session';

const signIn = () => {
  $accessToken.set('token');
  $user.set({ firstName: 'Minjun', lastName: 'Kim', email: 'm@example.com', userProducts: [] });
};

describe('bookmark flags', () => {
  beforeEach(() => {
    signIn();
    $bookmarks.set({});
  });

  it('records the flags the server sent, leaving the others as they were', () => {
    noteBookmarks([{ pk: 1, bookmark: true }]);
    noteBookmarks([{ pk: 2, bookmark: false }]);
    noteBookmarks([{ pk: 1, bookmark: false }]);
    expect($bookmarks.get()).toEqual({ 1: false, 2: false });
  });

  it('forgets the flags when the member is signed out', () => {
    noteBookmarks([{ pk: 3, bookmark: true }]);
    endSession();
    expect($bookmarks.get()).toEqual({});
  });

  it('marks a toggle as running until it is done', () => {
    setBookmarkPending(5, true);
    expect($bookmarksPending.get()).toEqual({ 5: true });
    setBookmarkPending(5, false);
    expect($bookmarksPending.get()).toEqual({});
  });
});

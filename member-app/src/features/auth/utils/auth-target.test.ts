import { describe, expect, it } from 'vitest';
import { afterSignIn, authStart, findTab, returnPath } from './auth-target';

const origin = 'http://localhost:1337';

describe('authStart', () => {
  it('reads the query target of the login page', () => {
    expect(authStart('?target=VueRegistry')).toEqual({ view: 'registry', tab: 0 });
    expect(authStart('?target=findId')).toEqual({ view: 'find', tab: 0 });
    expect(authStart('?target=findPassword')).toEqual({ view: 'find', tab: 1 });
    expect(authStart('?target=VueLogin')).toEqual({ view: 'login', tab: 0 });
    expect(authStart('?target=login')).toEqual({ view: 'login', tab: 0 });
  });

  it('falls back to the login view', () => {
    expect(authStart('')).toEqual({ view: 'login', tab: 0 });
    expect(authStart('?target=somethingElse')).toEqual({ view: 'login', tab: 0 });
  });
});

describe('findTab', () => {
  it('is 1 only for tab=1', () => {
    expect(findTab('?tab=1')).toBe(1);
    expect(findTab('?tab=0')).toBe(0);
    expect(findTab('?tab=7')).toBe(0);
    expect(findTab('')).toBe(0);
  });
});

describe('returnPath', () => {
  it('accepts paths under the language, with query and hash', () => {
    expect(returnPath('/en/mypage', 'en', origin)).toBe('/en/mypage');
    expect(returnPath('/kr/qna?activeIndex=1#list', 'kr', origin)).toBe('/kr/qna?activeIndex=1#list');
  });

  it('maps the named routes', () => {
    expect(returnPath('request-meeting', 'jp', origin)).toBe('/jp/requestmeeting');
    expect(returnPath('home', 'ch', origin)).toBe('/ch/main');
  });

  it('refuses other origins, other languages, tricks and the login page', () => {
    for (const bad of [
      'https://evil.example/en/main',
      '//evil.example/en/main',
      '/\\evil.example',
      'javascript:alert(1)',
      '/kr/mypage',
      '/en',
      'mypage2',
      '/en/login',
      '/en/../kr/main',
    ])
      expect(returnPath(bad, 'en', origin), bad).toBeNull();
    expect(returnPath(null, 'en', origin)).toBeNull();
  });
});

describe('afterSignIn', () => {
  it('goes to routeName or home', () => {
    expect(afterSignIn('?routeName=%2Fen%2Fmeeting', 'en', origin)).toBe('/en/meeting');
    expect(afterSignIn('?routeName=https%3A%2F%2Fevil.example', 'en', origin)).toBe('/en/main');
    expect(afterSignIn('', 'en', origin)).toBe('/en/main');
  });
});

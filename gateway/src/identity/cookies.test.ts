import { parseCookieHeader, readSessionCookies } from './cookies';

describe('parseCookieHeader', () => {
  it('reads name=value pairs separated by semicolons, trimming spaces', () => {
    expect(parseCookieHeader('a=1; b=two;c=3')).toEqual(
      new Map([
        ['a', '1'],
        ['b', 'two'],
        ['c', '3'],
      ]),
    );
  });

  it('keeps the first of repeated names, as browsers send the most specific first', () => {
    expect(parseCookieHeader('mp_sid=path-specific; mp_sid=site-wide').get('mp_sid')).toBe('path-specific');
  });

  it('decodes percent-encoding and strips quotes, and keeps undecodable values as they are', () => {
    const cookies = parseCookieHeader('a=%7Bx%7D; b="quoted"; c=100%; d=x=y');
    expect(cookies.get('a')).toBe('{x}');
    expect(cookies.get('b')).toBe('quoted');
    expect(cookies.get('c')).toBe('100%');
    expect(cookies.get('d')).toBe('x=y');
  });

  it('ignores fragments without a name or an equals sign, and a missing header', () => {
    expect(parseCookieHeader('=orphan; flag; ok=1')).toEqual(new Map([['ok', '1']]));
    expect(parseCookieHeader(undefined).size).toBe(0);
  });
});

describe('readSessionCookies', () => {
  it('picks the resident and admin session cookies', () => {
    expect(readSessionCookies('theme=dark; mp_sid=user-token; mp_admin_sid=admin-token')).toEqual({
      userSession: 'user-token',
      adminSession: 'admin-token',
    });
  });

  it('returns nothing for absent, empty or absurdly long session cookies', () => {
    expect(readSessionCookies('theme=dark')).toEqual({});
    expect(readSessionCookies('mp_sid=')).toEqual({});
    expect(readSessionCookies(`mp_sid=${'x'.repeat(5000)}`)).toEqual({});
  });
});

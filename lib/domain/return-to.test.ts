import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInHref, takingYouTo } from './return-to';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeReturnPath('/admin')).toBe('/admin');
    expect(safeReturnPath('/admin/puppies?x=1#top')).toBe('/admin/puppies?x=1#top');
    expect(safeReturnPath('/studs')).toBe('/studs');
  });

  it('refuses anything that could leave the site, and sends home', () => {
    for (const bad of [
      'https://evil.example/',
      'http://127.0.0.1:3000/admin',
      '//evil.example/admin',
      '/\\evil.example',
      '/\t/evil.example',
      '\n/admin',
      'javascript:alert(1)',
      'admin',
      '',
      null,
      undefined,
      `/${'a'.repeat(2100)}`,
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBe('/');
    }
  });

  it('never returns to the account pages (a signed-in visitor is sent away from them)', () => {
    expect(safeReturnPath('/login')).toBe('/');
    expect(safeReturnPath('/register?next=/admin')).toBe('/');
    expect(safeReturnPath('/reset-password/abc')).toBe('/');
  });
});

describe('signInHref', () => {
  it('carries the path as ?next=, and is the plain page for home or unsafe paths', () => {
    expect(signInHref('/studs')).toBe('/login?next=%2Fstuds');
    expect(signInHref('/admin/gallery', '/register')).toBe('/register?next=%2Fadmin%2Fgallery');
    expect(signInHref('/')).toBe('/login');
    expect(signInHref('//evil.example')).toBe('/login');
  });
});

describe('takingYouTo', () => {
  it('names the destination', () => {
    expect(takingYouTo('/')).toBe('Taking you to the home page…');
    expect(takingYouTo('/admin/studs')).toBe('Taking you to the admin area…');
    expect(takingYouTo('/studs')).toBe('Taking you back to where you were…');
  });
});

import { contentSecurityPolicy } from './security-headers';

const sameOrigin = {
  customer: '/remotes/customer/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
  categoryAdmin: '/remotes/category-admin/remoteEntry.js',
  vendor: '/remotes/vendor/remoteEntry.js',
};

describe('contentSecurityPolicy', () => {
  it('allows scripts from this origin only, and no framing, for same-origin remotes', () => {
    const csp = contentSecurityPolicy(sameOrigin);
    expect(csp).toContain(`script-src 'self';`);
    expect(csp).toContain(`frame-ancestors 'none'`);
    expect(csp).toContain(`object-src 'none'`);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('also allows the origin of a remote the manifest serves from elsewhere', () => {
    const csp = contentSecurityPolicy({
      ...sameOrigin,
      admin: 'https://cdn.example.com/admin/v7/remoteEntry.js',
    });
    expect(csp).toContain(`script-src 'self' https://cdn.example.com;`);
    expect(csp).toContain(`connect-src 'self' https://cdn.example.com;`);
  });
});

import {
  accountAddressBucketKey,
  accountBucketKey,
  addressBucketKey,
  adminBucketKey,
  userBucketKey,
} from './throttle';

describe('accountBucketKey', () => {
  it('gives one bucket to the ways of writing one email or one phone', () => {
    expect(accountBucketKey('login', ' Asha@Example.COM')).toBe(
      accountBucketKey('login', 'asha@example.com'),
    );
    expect(accountBucketKey('login', '98765 43210')).toBe(accountBucketKey('login', '9876543210'));
  });

  it('gives an existing account one bucket, whether it is named by email or phone', () => {
    expect(accountBucketKey('login', 'asha@example.com', 7)).toBe(accountBucketKey('login', '9876543210', 7));
    expect(accountBucketKey('login', 'asha@example.com', 7)).not.toBe(
      accountBucketKey('login', 'asha@example.com'),
    );
  });

  it('keeps actions apart and holds no email in the key', () => {
    const key = accountBucketKey('login', 'asha@example.com');
    expect(key).not.toBe(accountBucketKey('forgot-password', 'asha@example.com'));
    expect(key).toMatch(/^login:account:[0-9a-f]{64}$/);
  });
});

describe('addressBucketKey', () => {
  it('names the action and the network', () => {
    expect(addressBucketKey('reset-password', '2001:db8:1:2::5')).toBe(
      'reset-password:address:2001:db8:1:2::/64',
    );
  });
});

describe('userBucketKey', () => {
  it('is the bucket an existing account gets by email or phone', () => {
    expect(userBucketKey('reset-password', 7)).toBe(
      accountBucketKey('reset-password', 'asha@example.com', 7),
    );
    expect(userBucketKey('reset-password', 7)).not.toBe(userBucketKey('login', 7));
  });
});

describe('accountAddressBucketKey', () => {
  it('gives one account a bucket per network, apart from its account-wide one', () => {
    const account = accountBucketKey('login', 'asha@example.com', 7);
    const fromHome = accountAddressBucketKey(account, '203.0.113.7');
    expect(fromHome).toBe(accountAddressBucketKey(account, '::ffff:203.0.113.7'));
    expect(fromHome).not.toBe(accountAddressBucketKey(account, '203.0.113.8'));
    expect(fromHome).not.toBe(account);
    expect(accountAddressBucketKey(account, '2001:db8:1:2::5')).toBe(
      accountAddressBucketKey(account, '2001:db8:1:2::6'),
    );
  });

  it('keeps administrators apart from residents', () => {
    expect(accountAddressBucketKey(adminBucketKey('admin'), '203.0.113.7')).toMatch(
      /^admin-login:account:[0-9a-f]{64}:from:203\.0\.113\.7$/,
    );
  });
});

import type { Identity } from '@marketplace/contracts';
import type { SessionCookies } from './cookies';

interface Entry {
  cookies: SessionCookies;
  identity: Identity;
  expiresAt: number;
}

const keyOf = (cookies: SessionCookies) => `${cookies.userSession ?? ''}\n${cookies.adminSession ?? ''}`;

/**
 * Session resolutions reused for a moment, so a page that fires ten calls asks auth once.
 * Logging out through the gateway forgets the session at once, and a resolution that was in
 * flight while someone logged out is not stored, so a logged-out session is never served from here.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(cookies: SessionCookies): Identity | undefined {
    const key = keyOf(cookies);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.identity;
  }

  /** A ticket taken before resolving; storing with a ticket older than the last logout is a no-op. */
  ticket(): number {
    return this.generation;
  }

  set(cookies: SessionCookies, identity: Identity, ticket: number): void {
    if (this.ttlMs === 0 || ticket !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(keyOf(cookies), { cookies, identity, expiresAt: this.now() + this.ttlMs });
  }

  /** Forgets every entry holding either session, and voids resolutions still in flight. */
  forget(cookies: SessionCookies): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) {
      const sameUser = cookies.userSession !== undefined && entry.cookies.userSession === cookies.userSession;
      const sameAdmin =
        cookies.adminSession !== undefined && entry.cookies.adminSession === cookies.adminSession;
      if (sameUser || sameAdmin) this.entries.delete(key);
    }
  }
}

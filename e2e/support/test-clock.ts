import { signIdentity } from '@marketplace/service-kit';
import { E2E_SERVICES_BASE_PORT } from './partner-sim';

/** The e2e stack's gateway signing secret (playwright.config.ts sets it), for the test clock's call. */
export const E2E_SIGNING_SECRET = 'e2e-gateway-signing-secret-0123456789abcdef';
const CATALOG_URL = `http://127.0.0.1:${E2E_SERVICES_BASE_PORT + 1}`;

/**
 * Moves the catalog's clock (STORE_TEST_CLOCK in playwright.config.ts) so it reads `at`: a store's
 * hours then open and close it as they would at that time. `null` puts the clock right again.
 */
export async function setStoreClock(at: Date | null): Promise<void> {
  const path = '/internal/test-clock';
  const body = JSON.stringify({ offsetMs: at === null ? 0 : at.getTime() - Date.now() });
  const response = await fetch(CATALOG_URL + path, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      ...signIdentity({ service: 'e2e' }, E2E_SIGNING_SECRET, { method: 'PUT', path }),
    },
    body,
  });
  if (!response.ok) throw new Error(`PUT ${path} -> ${response.status} ${await response.text()}`);
}

/** Today's date in India, at a time of day there: the hours the tests set are IST. */
export function todayInIndiaAt(time: string): Date {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  return new Date(`${today}T${time}:00+05:30`);
}

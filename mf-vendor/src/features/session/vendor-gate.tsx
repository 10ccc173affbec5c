import { Suspense, lazy, useEffect } from 'react';
import { useMatch } from 'react-router-dom';
import { VENDOR_APP_TEXTS, VENDOR_JOIN_ROUTE, VENDOR_JOIN_TEXTS } from '@marketplace/contracts';
import { LoadFailure, Spinner } from '@marketplace/ui';
import { isSignedOut, messageOf } from './client-error';
import { useVendorMe } from './session-api';
import { SignInPage } from './sign-in-page';
import styles from './session.module.css';

// Only the sign-in form is in the first load: a member's workspace and the application form are
// chunks of their own, fetched once GET /api/vendor/me says which one this user needs.
const ApplyPage = lazy(async () => ({ default: (await import('../apply/apply-page')).ApplyPage }));
const Workspace = lazy(async () => ({ default: (await import('../workspace/workspace')).Workspace }));
const JoinPage = lazy(async () => ({ default: (await import('../join/join-page')).JoinPage }));

/**
 * What /vendor shows, by who is asking: the sign-in form to a visitor, "Apply to sell" to a user
 * with no store, the member's workspace (inbox, menu, store, money, history) to a store's member.
 * An invitation's /vendor/join is for users without a store too: after sign-in it shows whoever
 * asks (a member sees it inside the workspace). Never a blank screen: a failed read says so and
 * offers a retry.
 */
export function VendorGate() {
  const me = useVendorMe();
  const joining = useMatch(VENDOR_JOIN_ROUTE) !== null;
  useEffect(() => {
    const before = document.title;
    document.title = VENDOR_APP_TEXTS.documentTitle;
    return () => {
      document.title = before;
    };
  }, []);

  if (me.isError) {
    if (isSignedOut(me.error)) {
      return <SignInPage intro={joining ? VENDOR_JOIN_TEXTS.signInIntro : undefined} />;
    }
    return (
      <main className={styles.page}>
        <LoadFailure
          message={messageOf(me.error, VENDOR_APP_TEXTS.loadFailed)}
          onRetry={() => void me.refetch()}
        />
      </main>
    );
  }
  if (me.data === undefined) return <Spinner label={VENDOR_APP_TEXTS.loading} fullPage />;

  return (
    <Suspense fallback={<Spinner label={VENDOR_APP_TEXTS.loading} fullPage />}>
      {me.data.stores.length > 0 ? (
        <Workspace me={me.data} />
      ) : joining ? (
        <JoinPage standalone />
      ) : (
        <ApplyPage me={me.data} />
      )}
    </Suspense>
  );
}

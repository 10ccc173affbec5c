import { useState } from 'react';
import { AdminLoginScreen } from '@marketplace/ui';
import { dashboardLoginFailureMessage } from './login-failure';

/** Admin spec 2, dashboard login. Unmounted once signed in, so logging out shows empty fields again. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [failure, setFailure] = useState<string>();
  return (
    <AdminLoginScreen
      title="Admin Dashboard Login"
      description="Sign in to view webhook analytics and reports."
      submitLabel="Login to Dashboard"
      failure={failure}
      onAttempt={() => setFailure(undefined)}
      onSignedIn={onSignedIn}
      onFailure={(error) => setFailure(dashboardLoginFailureMessage(error))}
    />
  );
}

import { AdminLoginScreen, useToast } from '@marketplace/ui';
import { categoryLoginFailureToast } from './login-failure';

/** Admin spec 2: the login card shown at /admin/category-management until the admin is authenticated. */
export function AdminLoginCard({ onSignedIn }: { onSignedIn: () => void }) {
  const { toast } = useToast();
  return (
    <AdminLoginScreen
      title="Admin Login"
      description="Sign in to manage categories."
      submitLabel="Login"
      onSignedIn={onSignedIn}
      onFailure={(failure) => toast({ ...categoryLoginFailureToast(failure), variant: 'destructive' })}
    />
  );
}

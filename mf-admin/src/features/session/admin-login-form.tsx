import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { AdminLoginRequestSchema } from '@marketplace/contracts';
import { Button, Card, CardDescription, CardTitle, TextField, useValidatedForm } from '@marketplace/ui';
import { loginAdmin } from '@marketplace/ui/api';
import { dashboardLoginFailureMessage } from './login-failure';
import styles from './session.module.css';

/** Admin spec 2, dashboard login. Unmounted once signed in, so logging out shows empty fields again. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useValidatedForm(AdminLoginRequestSchema, { username: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: loginAdmin,
    onMutate: () => setFailure(null),
    onSuccess: (result) => {
      if (result.success) onSignedIn();
      else setFailure(dashboardLoginFailureMessage(result));
    },
    onError: (error) => setFailure(dashboardLoginFailureMessage(error)),
  });

  return (
    <main className={styles.page}>
      <Card>
        <CardTitle level={1}>Admin Dashboard Login</CardTitle>
        <CardDescription>Sign in to view webhook analytics and reports.</CardDescription>
        <form
          className={styles.form}
          noValidate
          onSubmit={form.handleSubmit((request) => login.mutate(request))}
        >
          <TextField label="Username" autoComplete="username" required {...form.field('username')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          {failure !== null && (
            <p role="alert" className={styles.failure}>
              {failure}
            </p>
          )}
          <Button type="submit" fullWidth disabled={login.isPending}>
            {login.isPending ? 'Logging in...' : 'Login to Dashboard'}
          </Button>
        </form>
      </Card>
    </main>
  );
}

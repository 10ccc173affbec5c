import { useMutation } from '@tanstack/react-query';
import { AdminLoginRequestSchema } from '@marketplace/contracts';
import { loginAdmin } from './api/admin-auth-api';
import { Button } from './button';
import { Card, CardDescription, CardTitle } from './card';
import { TextField } from './field';
import { useValidatedForm } from './use-validated-form';
import styles from './admin-login-screen.module.css';

export interface AdminLoginScreenProps {
  title: string;
  description: string;
  submitLabel: string;
  onSignedIn: () => void;
  /** A refused login: the `{ success: false }` answer, an ApiError, or fetch's TypeError when no answer came. */
  onFailure: (failure: unknown) => void;
  /** A new attempt starts (before the call). */
  onAttempt?: () => void;
  /** A failure to show in the form, above the button. */
  failure?: string;
}

/**
 * Admin spec 2 and 5: the administrator's username and password, both required (the contract's
 * schema), sent with loginAdmin. Each back-office app brings its own texts and reports failures its own way.
 */
export function AdminLoginScreen({
  title,
  description,
  submitLabel,
  onSignedIn,
  onFailure,
  onAttempt,
  failure,
}: AdminLoginScreenProps) {
  const form = useValidatedForm(AdminLoginRequestSchema, { username: '', password: '' });
  const login = useMutation({
    mutationFn: loginAdmin,
    onMutate: onAttempt,
    onSuccess: (result) => {
      if (result.success) onSignedIn();
      else onFailure(result);
    },
    onError: onFailure,
  });

  return (
    <main className={styles.page}>
      <Card>
        <CardTitle level={1}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
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
          {failure !== undefined && (
            <p role="alert" className={styles.failure}>
              {failure}
            </p>
          )}
          <Button type="submit" fullWidth disabled={login.isPending}>
            {login.isPending ? 'Logging in...' : submitLabel}
          </Button>
        </form>
      </Card>
    </main>
  );
}

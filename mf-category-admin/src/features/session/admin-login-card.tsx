import { useMutation } from '@tanstack/react-query';
import { AdminLoginRequestSchema } from '@marketplace/contracts';
import {
  Button,
  Card,
  CardDescription,
  CardTitle,
  TextField,
  useToast,
  useValidatedForm,
} from '@marketplace/ui';
import { loginAdmin } from '@marketplace/ui/api';
import { categoryLoginFailureToast } from './login-failure';
import styles from './session.module.css';

/** Admin spec 2: the login card shown at /admin/category-management until the admin is authenticated. */
export function AdminLoginCard({ onSignedIn }: { onSignedIn: () => void }) {
  const { toast } = useToast();
  const form = useValidatedForm(AdminLoginRequestSchema, { username: '', password: '' });
  const login = useMutation({
    mutationFn: loginAdmin,
    onSuccess: (result) => {
      if (result.success) onSignedIn();
      else toast({ ...categoryLoginFailureToast(result), variant: 'destructive' });
    },
    onError: (error) => toast({ ...categoryLoginFailureToast(error), variant: 'destructive' }),
  });

  return (
    <main className={styles.page}>
      <Card>
        <CardTitle level={1}>Admin Login</CardTitle>
        <CardDescription>Sign in to manage categories.</CardDescription>
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
          <Button type="submit" fullWidth disabled={login.isPending}>
            {login.isPending ? 'Logging in...' : 'Login'}
          </Button>
        </form>
      </Card>
    </main>
  );
}

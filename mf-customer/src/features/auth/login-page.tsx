import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AUTH_TOASTS, LoginRequestSchema } from '@marketplace/contracts';
import { Button, Card, TextField, cx, useToast, useValidatedForm } from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { describeLoginFailure, messageOf } from './auth-failures';
import { login } from './auth-api';
import { CURRENT_USER_QUERY_KEY } from './current-user';
import styles from './auth.module.css';

export function LoginPage() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const form = useValidatedForm(LoginRequestSchema, { emailOrPhone: '', password: '' });
  const signIn = useMutation({
    mutationFn: login,
    onSuccess: async () => {
      toast(AUTH_TOASTS.welcomeBack);
      // Refreshing the current user switches the route set; SignedOutRoutes then sends the resident
      // to /customer or to onboarding (customer spec 2), so no navigation is needed here.
      await queryClient.refetchQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    onError: (error) => toast({ ...describeLoginFailure(messageOf(error)), variant: 'destructive' }),
  });

  return (
    <>
      <ScreenHeader title="Login" backTo="/" />
      <main className={screen.content}>
        <div className={styles.intro}>
          <p className={styles.heading}>Welcome back</p>
          <p className={styles.subheading}>Sign in with your email or phone number.</p>
        </div>
        <Card>
          <form
            className={screen.form}
            noValidate
            onSubmit={form.handleSubmit((request) => signIn.mutate(request))}
          >
            <TextField label="Email or Phone" autoComplete="username" {...form.field('emailOrPhone')} />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              {...form.field('password')}
            />
            <Link to="/forgot-password" className={cx(screen.link, styles.forgot)}>
              Forgot password?
            </Link>
            <Button type="submit" fullWidth disabled={signIn.isPending}>
              {signIn.isPending ? 'Logging in...' : 'Login'}
            </Button>
          </form>
        </Card>
        <p className={screen.centredText}>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={screen.link}>
            Sign up
          </Link>
        </p>
      </main>
    </>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import {
  AUTH_TOASTS,
  LoginRequestSchema,
  AFTER_REFRESH_REDIRECT_DELAY_MS,
  type User,
} from '@marketplace/contracts';
import { Button, TextField, cx, useToast, useValidatedForm } from '@marketplace/ui';
import screen from '../layout/screen.module.css';
import { describeLoginFailure, messageOf } from './auth-failures';
import { login } from './auth-api';
import { AuthScreen } from './auth-screen';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser, homePathFor } from './current-user';
import styles from './auth.module.css';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useValidatedForm(LoginRequestSchema, { emailOrPhone: '', password: '' });

  // Customer spec 2: once the current user is refreshed, move on about 100 ms later. The fresh user
  // enters the cache together with the navigation, so the signed-out guard does not redirect first.
  const enterApp = async (user: User) => {
    try {
      const current = await fetchCurrentUser();
      await wait(AFTER_REFRESH_REDIRECT_DELAY_MS);
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, current);
      navigate(homePathFor(user), { replace: true });
    } catch {
      // Signed in, but the current user cannot be read: the guards' retry screen takes over.
      await queryClient.refetchQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    }
  };

  const signIn = useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      toast(AUTH_TOASTS.welcomeBack);
      await enterApp(user);
    },
    onError: (error) => toast({ ...describeLoginFailure(messageOf(error)), variant: 'destructive' }),
  });

  return (
    <AuthScreen
      title="Login"
      backTo="/"
      heading="Welcome back"
      subheading="Sign in with your email or phone number."
      footer={
        <p className={screen.centredText}>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={screen.link}>
            Sign up
          </Link>
        </p>
      }
    >
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
    </AuthScreen>
  );
}

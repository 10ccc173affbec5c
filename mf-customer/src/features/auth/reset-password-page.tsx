import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  INVALID_RESET_LINK_TEXTS,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TOASTS,
  ResetPasswordFormSchema,
  TOAST_DURATION_MS,
} from '@marketplace/contracts';
import {
  Button,
  Card,
  CardDescription,
  CardTitle,
  TextField,
  buttonClassName,
  cx,
  useToast,
  useValidatedForm,
} from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { describeResetFailure, messageOf } from './auth-failures';
import { resetPassword } from './auth-api';
import { AuthScreen } from './auth-screen';
import { useMutationToLogin } from './use-mutation-to-login';
import styles from './auth.module.css';

/** Customer spec 2, /reset-password?token=...: the page a reset link opens. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  if (token === '') return <MissingResetToken />;
  return <ResetPasswordForm key={token} token={token} />;
}

/** Customer spec 8: a link without a token is reported and the visitor goes to /login. */
function MissingResetToken() {
  const navigate = useNavigate();
  const { toast } = useToast();
  useEffect(() => {
    toast({ ...PASSWORD_RESET_TOASTS.missingToken, variant: 'destructive' });
    navigate('/login', { replace: true });
  }, [navigate, toast]);
  return null;
}

function ResetPasswordForm({ token }: { token: string }) {
  const { toast } = useToast();
  const [linkRejected, setLinkRejected] = useState(false);
  const form = useValidatedForm(ResetPasswordFormSchema, { password: '', confirmPassword: '' });
  const reset = useMutationToLogin(resetPassword, PASSWORD_RESET_TOASTS.resetSucceeded, (error) => {
    const failure = describeResetFailure(messageOf(error));
    toast({ ...failure.toast, variant: 'destructive' });
    if (failure.kind === 'invalid-link') setLinkRejected(true);
  });

  if (linkRejected) return <InvalidResetLink />;
  return (
    <AuthScreen
      title="Reset Password"
      backTo="/login"
      heading="Choose a new password"
      subheading={`Use at least ${PASSWORD_MIN_LENGTH} characters.`}
    >
      <form
        className={screen.form}
        noValidate
        onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}
      >
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          {...form.field('password')}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" fullWidth disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthScreen>
  );
}

/**
 * Customer spec 2 shows an Invalid Reset Link screen with a button to /forgot-password; spec 4 and 8
 * send an invalid or expired reset to /forgot-password. The screen stays as long as its toast, so
 * the reason can be read, and then the app goes where the button leads.
 */
function InvalidResetLink() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/forgot-password', { replace: true }), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <>
      <ScreenHeader title="Reset Password" backTo="/login" />
      <main className={screen.content}>
        <Card>
          <CardTitle level={2}>{INVALID_RESET_LINK_TEXTS.title}</CardTitle>
          <CardDescription>{PASSWORD_RESET_TOASTS.missingToken.description}</CardDescription>
          <Link to="/forgot-password" className={cx(buttonClassName({ fullWidth: true }), styles.cardAction)}>
            {INVALID_RESET_LINK_TEXTS.requestNewLink}
          </Link>
        </Card>
      </main>
    </>
  );
}

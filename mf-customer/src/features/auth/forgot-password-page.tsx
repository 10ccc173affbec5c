import { Link } from 'react-router-dom';
import { ForgotPasswordRequestSchema, PASSWORD_RESET_TOASTS } from '@marketplace/contracts';
import { Button, TextField, useToast, useValidatedForm } from '@marketplace/ui';
import screen from '../layout/screen.module.css';
import { describeForgotPasswordFailure, messageOf } from './auth-failures';
import { requestPasswordReset } from './auth-api';
import { AuthScreen } from './auth-screen';
import { useMutationToLogin } from './use-mutation-to-login';

/** Customer spec 2, /forgot-password: asks for the email or phone a reset link goes to. */
export function ForgotPasswordPage() {
  const { toast } = useToast();
  const form = useValidatedForm(ForgotPasswordRequestSchema, { emailOrPhone: '' });
  const sendLink = useMutationToLogin(requestPasswordReset, PASSWORD_RESET_TOASTS.linkSent, (error) =>
    toast({ ...describeForgotPasswordFailure(messageOf(error)), variant: 'destructive' }),
  );

  return (
    <AuthScreen
      title="Forgot Password"
      backTo="/login"
      heading="Reset your password"
      subheading="Enter your email or phone number and we will send you a link to choose a new password."
      footer={
        <p className={screen.centredText}>
          Remember your password?{' '}
          <Link to="/login" className={screen.link}>
            Login
          </Link>
        </p>
      }
    >
      <form
        className={screen.form}
        noValidate
        onSubmit={form.handleSubmit((request) => sendLink.mutate(request))}
      >
        <TextField label="Email or Phone" autoComplete="username" {...form.field('emailOrPhone')} />
        <Button type="submit" fullWidth disabled={sendLink.isPending}>
          {sendLink.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthScreen>
  );
}

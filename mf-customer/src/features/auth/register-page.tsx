import { Link } from 'react-router-dom';
import { AUTH_TOASTS, RegisterFormSchema } from '@marketplace/contracts';
import { Button, TextField, useToast, useValidatedForm } from '@marketplace/ui';
import screen from '../layout/screen.module.css';
import { describeRegistrationFailure, messageOf } from './auth-failures';
import { register } from './auth-api';
import { AuthScreen } from './auth-screen';
import { useMutationToLogin } from './use-mutation-to-login';

const EMPTY_FORM = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const { toast } = useToast();
  const form = useValidatedForm(RegisterFormSchema, EMPTY_FORM);
  const registration = useMutationToLogin(register, AUTH_TOASTS.registered, (error) =>
    toast({ ...describeRegistrationFailure(messageOf(error)), variant: 'destructive' }),
  );

  return (
    <AuthScreen
      title="Create Account"
      backTo="/"
      heading="Join your community"
      subheading="Sign up to order from vendors near you."
      footer={
        <p className={screen.centredText}>
          Already have an account?{' '}
          <Link to="/login" className={screen.link}>
            Login
          </Link>
        </p>
      }
    >
      <form
        className={screen.form}
        noValidate
        onSubmit={form.handleSubmit(({ firstName, lastName, email, phone, password }) =>
          // The confirmation stays in the browser: the server's RegisterRequest has no such field.
          registration.mutate({ firstName, lastName, email, phone, password }),
        )}
      >
        <div className={screen.twoColumns}>
          <TextField label="First Name" autoComplete="given-name" {...form.field('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Phone Number" type="tel" autoComplete="tel" {...form.field('phone')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" fullWidth disabled={registration.isPending}>
          {registration.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthScreen>
  );
}

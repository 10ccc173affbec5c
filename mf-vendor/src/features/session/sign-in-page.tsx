import { navigateToUrl } from 'single-spa';
import { LoginRequestSchema, VENDOR_APP_TEXTS } from '@marketplace/contracts';
import { Button, Card, Icon, TextField, useValidatedForm } from '@marketplace/ui';
import { messageOf } from './client-error';
import { useSignIn } from './session-api';
import styles from './session.module.css';

const TEXTS = VENDOR_APP_TEXTS.signIn;

/**
 * /vendor to a visitor: the resident's sign-in (POST /api/auth/login, the same account), after
 * which GET /api/vendor/me decides between the inbox and "Apply to sell". Signing in stays on the
 * URL it was asked on, so an invitation's /vendor/join?token=… shows its page afterwards; `intro`
 * says why to sign in there.
 */
export function SignInPage({ intro = TEXTS.intro }: { intro?: string }) {
  const form = useValidatedForm(LoginRequestSchema, { emailOrPhone: '', password: '' });
  const signIn = useSignIn();

  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        <span className={styles.logo}>
          <Icon name="store" size={32} />
        </span>
        <h1 className={styles.title}>{TEXTS.title}</h1>
        <p className={styles.intro}>{intro}</p>
      </div>
      <Card>
        <form
          className={styles.form}
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
          {signIn.isError && (
            <p role="alert" className={styles.failure}>
              {messageOf(signIn.error, TEXTS.failed)}
            </p>
          )}
          <Button type="submit" fullWidth disabled={signIn.isPending}>
            {signIn.isPending ? TEXTS.pending : TEXTS.submit}
          </Button>
        </form>
      </Card>
      <p className={styles.aside}>
        {TEXTS.noAccount}{' '}
        <a href="/register" className={styles.link} onClick={navigateToUrl}>
          {TEXTS.register}
        </a>
      </p>
      <p className={styles.aside}>
        <a href="/" className={styles.link} onClick={navigateToUrl}>
          {TEXTS.backToMarketplace}
        </a>
      </p>
    </main>
  );
}

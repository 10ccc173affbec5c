import { Router } from 'express';
import {
  ForgotPasswordRequestSchema,
  GENERIC_AUTH_MESSAGES,
  PASSWORD_RESET_DELIVERY_MESSAGES,
  ResetPasswordRequestSchema,
} from '@marketplace/contracts';
import { HttpError, notFound } from '@marketplace/service-kit';
import type { AuthAppDeps } from './create-app';
import { requestPasswordReset } from '../app/commands/request-password-reset';
import { resetPassword } from '../app/commands/reset-password';
import { clientAddress } from './client-address';

const RESET_LINK_SENT_MESSAGE = 'Password reset link sent';
const PASSWORD_RESET_MESSAGE = 'Password has been reset';

/** Customer spec 7: forgot and reset password. */
export function passwordResetRoutes(deps: AuthAppDeps): Router {
  const router = Router();

  router.post('/api/auth/forgot-password', async (req, res) => {
    const request = ForgotPasswordRequestSchema.parse(req.body ?? {});
    const outcome = await requestPasswordReset(
      {
        users: deps.users,
        unitOfWork: deps.unitOfWork,
        mailer: deps.mailer,
        sms: deps.sms,
        attempts: deps.attempts,
        throttling: deps.throttling,
        publicUrl: deps.publicUrl,
        logger: deps.logger,
        now: deps.clock(),
      },
      { request, clientAddress: clientAddress(req) },
    );
    // With generic errors on, the answer must not tell whether the account exists: it leaves before
    // the message is sent, so neither a slow mail server nor a failing one shows in time or status.
    if (deps.genericAuthErrors) return void res.json({ message: GENERIC_AUTH_MESSAGES.resetRequested });
    if (outcome.kind === 'unknown-account') throw notFound('User not found');
    if (!(await outcome.delivered)) throw new HttpError(503, PASSWORD_RESET_DELIVERY_MESSAGES.sendFailed);
    res.json({ message: RESET_LINK_SENT_MESSAGE });
  });

  router.post('/api/auth/reset-password', async (req, res) => {
    const request = ResetPasswordRequestSchema.parse(req.body ?? {});
    await resetPassword(
      {
        resetTokens: deps.resetTokens,
        unitOfWork: deps.unitOfWork,
        hasher: deps.hasher,
        attempts: deps.attempts,
        throttling: deps.throttling,
        now: deps.clock(),
      },
      { request, clientAddress: clientAddress(req) },
    );
    res.json({ message: PASSWORD_RESET_MESSAGE });
  });

  return router;
}

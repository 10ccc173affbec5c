import { Router } from 'express';
import {
  ForgotPasswordRequestSchema,
  GENERIC_AUTH_MESSAGES,
  PASSWORD_RESET_DELIVERY_MESSAGES,
  ResetPasswordRequestSchema,
} from '@marketplace/contracts';
import { HttpError, notFound, type Logger } from '@marketplace/service-kit';
import type { Mailer, SmsSender } from '../domain/messaging';
import type { PasswordHasher } from '../domain/password-hasher';
import type { PasswordResetTokenRepository } from '../domain/password-reset.repository';
import type { AttemptCounter, ThrottlePolicy } from '../domain/throttle';
import type { UnitOfWork } from '../domain/unit-of-work';
import type { UserRepository } from '../domain/user.repository';
import { requestPasswordReset } from '../app/commands/request-password-reset';
import { resetPassword } from '../app/commands/reset-password';
import { clientAddress } from './client-address';

const RESET_LINK_SENT_MESSAGE = 'Password reset link sent';
const PASSWORD_RESET_MESSAGE = 'Password has been reset';

export interface PasswordResetRoutesDeps {
  users: UserRepository;
  resetTokens: PasswordResetTokenRepository;
  /** Writes that must happen together (a password reset: token, hash, sessions). */
  unitOfWork: UnitOfWork;
  hasher: PasswordHasher;
  mailer: Mailer;
  /** Absent without an SMS provider (the dev mailbox is one): phone resets then answer 503. */
  sms?: SmsSender;
  attempts: AttemptCounter;
  throttling: ThrottlePolicy;
  /** The customer app's origin, for reset links. */
  publicUrl: string;
  /** AUTH_GENERIC_ERRORS: answers that do not reveal whether an account exists. */
  genericAuthErrors: boolean;
  logger: Logger;
  clock: () => Date;
}

/** Customer spec 7: forgot and reset password. */
export function passwordResetRoutes(deps: PasswordResetRoutesDeps): Router {
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

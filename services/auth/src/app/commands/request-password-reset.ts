import type { ForgotPasswordRequest } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit';
import { parseLoginIdentifier } from '../../domain/credentials';
import { SmsResetUnavailableError } from '../../domain/errors';
import type { Mailer, SmsSender } from '../../domain/messaging';
import { issueResetToken, resetLinkOf } from '../../domain/password-reset';
import { passwordResetMessage } from '../../domain/password-reset-message';
import {
  accountBucketKey,
  addressBucketKey,
  type AttemptCounter,
  type ThrottlePolicy,
} from '../../domain/throttle';
import type { UnitOfWork } from '../../domain/unit-of-work';
import type { UserRepository } from '../../domain/user.repository';
import { chargeAttempt } from './attempt-throttle';
import { findAccount } from '../queries/find-account';

export interface RequestPasswordResetDeps {
  users: UserRepository;
  unitOfWork: UnitOfWork;
  mailer: Mailer;
  /** Absent when no SMS provider is configured: a reset asked for by phone is refused. */
  sms?: SmsSender;
  attempts: AttemptCounter;
  throttling: Pick<ThrottlePolicy, 'forgotPassword'>;
  /** The customer app's origin, for the link. */
  publicUrl: string;
  /** Where a failed delivery is reported; the resident only learns that no link came. */
  logger: Pick<Logger, 'error'>;
  now: Date;
}

export type PasswordResetRequestOutcome =
  | { kind: 'unknown-account' }
  /**
   * The link is stored; `delivered` settles when the message was handed over (true) or could not be
   * (false, already logged). It never rejects, so a caller may answer without waiting for it.
   */
  | { kind: 'issued'; delivered: Promise<boolean> };

/**
 * Forgot password: a one-hour, single-use link to the account's email, or by text message when the
 * resident named the account by phone. Asking again replaces any earlier link. Every request
 * counts against the account and the address, because each one sends a message. Sending is left
 * running when this returns, so a caller that must not reveal the account (AUTH_GENERIC_ERRORS)
 * can answer before a slow or failing mail server shows in its timing or status.
 */
export async function requestPasswordReset(
  deps: RequestPasswordResetDeps,
  { request, clientAddress }: { request: ForgotPasswordRequest; clientAddress: string },
): Promise<PasswordResetRequestOutcome> {
  const identifier = parseLoginIdentifier(request.emailOrPhone);
  // Decided before the account is looked up, so the refusal says nothing about who has an account.
  const sms = deps.sms;
  if (identifier.kind === 'phone' && !sms) throw new SmsResetUnavailableError();
  const user = await findAccount(deps, identifier);
  const { perAccount, perAddress } = deps.throttling.forgotPassword;
  await chargeAttempt(deps, [
    { key: accountBucketKey('forgot-password', request.emailOrPhone, user?.id), rule: perAccount },
    { key: addressBucketKey('forgot-password', clientAddress), rule: perAddress },
  ]);
  if (!user) return { kind: 'unknown-account' };

  const channel = identifier.kind === 'phone' ? 'sms' : 'email';
  const issued = issueResetToken(user.id, channel, deps.now);
  await deps.unitOfWork.run(async (tx) => {
    await tx.resetTokens.deleteUnusedOf(user.id);
    await tx.resetTokens.create(issued.record);
  });

  const link = resetLinkOf(deps.publicUrl, issued.token);
  const message = passwordResetMessage(user.firstName, link);
  const send = () =>
    channel === 'sms'
      ? sms!.send({ to: user.phone!, subject: message.subject, text: message.sms, link })
      : deps.mailer.send({
          to: user.email!,
          subject: message.subject,
          text: message.text,
          html: message.html,
          link,
        });
  const delivered = send().then(
    () => true,
    (error: unknown) => {
      // No address or phone in the log: the user id is enough to follow up.
      deps.logger.error({ err: error, userId: user.id, channel }, 'password reset message not sent');
      return false;
    },
  );
  return { kind: 'issued', delivered };
}

import type { ForgotPasswordRequest } from '@marketplace/contracts';
import { parseLoginIdentifier } from '../../domain/credentials';
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
import { chargeAttempt } from '../attempt-throttle';
import { findAccount } from '../queries/find-account';

export interface RequestPasswordResetDeps {
  users: UserRepository;
  unitOfWork: UnitOfWork;
  mailer: Mailer;
  sms: SmsSender;
  attempts: AttemptCounter;
  throttling: Pick<ThrottlePolicy, 'forgotPassword'>;
  /** The customer app's origin, for the link. */
  publicUrl: string;
  now: Date;
}

export type PasswordResetRequestOutcome = 'sent' | 'unknown-account';

/**
 * Forgot password: a one-hour, single-use link to the account's email, or by text message when the
 * resident named the account by phone. Asking again replaces any earlier link. Every request
 * counts against the account and the address, because each one sends a message.
 */
export async function requestPasswordReset(
  request: ForgotPasswordRequest,
  clientAddress: string,
  deps: RequestPasswordResetDeps,
): Promise<PasswordResetRequestOutcome> {
  const identifier = parseLoginIdentifier(request.emailOrPhone);
  const user = await findAccount(identifier, deps.users);
  const { perAccount, perAddress } = deps.throttling.forgotPassword;
  await chargeAttempt(
    [
      { key: accountBucketKey('forgot-password', request.emailOrPhone, user?.id), rule: perAccount },
      { key: addressBucketKey('forgot-password', clientAddress), rule: perAddress },
    ],
    deps,
  );
  if (!user) return 'unknown-account';

  const channel = identifier.kind === 'phone' ? 'sms' : 'email';
  const issued = issueResetToken(user.id, channel, deps.now);
  await deps.unitOfWork.run(async (tx) => {
    await tx.resetTokens.deleteUnusedOf(user.id);
    await tx.resetTokens.create(issued.record);
  });

  const link = resetLinkOf(deps.publicUrl, issued.token);
  const message = passwordResetMessage(user.firstName, link);
  if (channel === 'sms') {
    await deps.sms.send({ to: user.phone!, subject: message.subject, text: message.sms, link });
  } else {
    await deps.mailer.send({
      to: user.email!,
      subject: message.subject,
      text: message.text,
      html: message.html,
      link,
    });
  }
  return 'sent';
}

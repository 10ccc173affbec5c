import { STORE_INVITATION_DAYS, type StoreRole } from '@marketplace/contracts';
import { escapeHtml } from '@marketplace/service-kit';
import type { EmailMessage } from './messaging';

const ROLE_WORDS: Readonly<Record<StoreRole, string>> = { owner: 'an owner', staff: 'a member of the staff' };

/** The email an invited person receives: which store, as what, the link and how long it works. */
export function storeInvitationMessage(
  to: string,
  invitation: { storeName: string; role: StoreRole; link: string },
): EmailMessage {
  const { storeName, role, link } = invitation;
  const lines = [
    `You are invited to help run ${storeName} on the community marketplace, as ${ROLE_WORDS[role]}.`,
    'Open this link, sign in (or create an account) with this email address, and accept:',
  ];
  const expiry = `The link works once and expires in ${STORE_INVITATION_DAYS} days. If you did not expect it, ignore this message.`;
  return {
    to,
    subject: `Join ${storeName} on the marketplace`,
    text: [...lines, '', link, '', expiry].join('\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(expiry)}</p>`,
    ].join('\n'),
    link,
  };
}

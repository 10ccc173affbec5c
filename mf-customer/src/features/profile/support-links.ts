import { CUSTOMER_SUPPORT } from '@marketplace/contracts';

/** The support line as a dialable link: tel: URLs carry no spaces. */
export const SUPPORT_PHONE_HREF = `tel:${CUSTOMER_SUPPORT.phone.replace(/\s/g, '')}`;

export const SUPPORT_EMAIL_HREF = `mailto:${CUSTOMER_SUPPORT.email}`;

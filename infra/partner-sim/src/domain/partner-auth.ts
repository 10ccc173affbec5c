import { PARTNER_API_KEY_HEADER, type PartnerAuthMethod } from '@marketplace/contracts';
import { safeEqual } from '@marketplace/service-kit';

export interface PartnerCredentials {
  method: PartnerAuthMethod;
  /** The bearer token, the API key, or `user:pass` for basic. */
  key: string;
}

type HeaderBag = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The credential after `<scheme> ` in the Authorization header; the scheme is case-insensitive (RFC 9110). */
function authorizationParameter(headers: HeaderBag, scheme: string): string | undefined {
  const match = /^(\S+)\s+(\S+)\s*$/.exec(single(headers.authorization) ?? '');
  return match && match[1]!.toLowerCase() === scheme ? match[2] : undefined;
}

/** Whether a request carries the credential the partner was configured with, compared in constant time. */
export function isAuthorized(credentials: PartnerCredentials, headers: HeaderBag): boolean {
  switch (credentials.method) {
    case 'none':
      return true;
    case 'bearer': {
      const token = authorizationParameter(headers, 'bearer');
      return token !== undefined && safeEqual(token, credentials.key);
    }
    case 'api_key': {
      const key = single(headers[PARTNER_API_KEY_HEADER]);
      return key !== undefined && safeEqual(key, credentials.key);
    }
    case 'basic': {
      const encoded = authorizationParameter(headers, 'basic');
      return (
        encoded !== undefined && safeEqual(Buffer.from(encoded, 'base64').toString('utf8'), credentials.key)
      );
    }
  }
}

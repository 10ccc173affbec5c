import type { RequestHandler } from 'express';
import { HttpError } from '@marketplace/service-kit';
import { isAuthorized, type PartnerCredentials } from '../domain/partner-auth';

const CHALLENGES: Partial<Record<PartnerCredentials['method'], string>> = {
  bearer: 'Bearer realm="spice-route"',
  basic: 'Basic realm="spice-route", charset="UTF-8"',
};

/** Refuses a request without the configured credential with 401 `{ message }`. */
export function requirePartnerAuth(credentials: PartnerCredentials): RequestHandler {
  return (req, res, next) => {
    if (isAuthorized(credentials, req.headers)) return next();
    const challenge = CHALLENGES[credentials.method];
    if (challenge) res.setHeader('WWW-Authenticate', challenge);
    next(new HttpError(401, 'Missing or invalid partner credentials'));
  };
}

import type { ErrorRequestHandler } from 'express';
import { notFound } from '@marketplace/service-kit';
import { NotFoundError } from '../domain/errors';

/** Turns domain errors into HTTP errors for the shared JSON error handler. */
export const domainErrors: ErrorRequestHandler = (error, _req, _res, next) => {
  next(error instanceof NotFoundError ? notFound(error.message) : error);
};

/** An error whose status and message are safe to send to the caller as `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string) => new HttpError(422, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
/** A body over the limit, however it arrived: declared, streamed, or refused by the JSON parser. */
export const payloadTooLarge = () => new HttpError(413, 'Request body is too large');

/** The answer for a call of the spec that no issue has built yet. */
const NOT_IMPLEMENTED_MESSAGE = 'Not implemented yet';
export const notImplemented = () => new HttpError(501, NOT_IMPLEMENTED_MESSAGE);

/** A thing the caller named does not exist; the HTTP layer answers 404 with this message. */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

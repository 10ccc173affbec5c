/**
 * An external image model (an OpenAI-compatible images endpoint, IMAGE_API_URL): asked with a
 * prompt, it answers a picture's bytes. Any failure is an ImageModelError; the picture is then
 * drawn by the built-in illustration instead.
 */
export interface ImageModel {
  /** The longest a picture is waited for (IMAGE_API_TIMEOUT_MS). */
  readonly timeoutMs: number;
  generate(prompt: string, signal?: AbortSignal): Promise<Uint8Array>;
}

export class ImageModelError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImageModelError';
  }
}

import { fetchWithTimeout } from '@marketplace/service-kit';
import { z } from 'zod';
import { ImageModelError, type ImageModel } from '../../domain/image-model';

export interface OpenAiImageModelOptions {
  /** The images endpoint itself, e.g. https://api.openai.com/v1/images/generations. */
  url: string;
  apiKey: string;
  model: string;
  /** As the endpoint takes it: '1024x1024'. */
  size: string;
  timeoutMs: number;
}

/** OpenAI's images answer, as far as we read it: the first picture, base64 (response_format b64_json). */
const ImagesAnswerSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1) })).min(1),
});

/** A 1024x1024 PNG is a few MB, a third more in base64; a larger answer is no picture of ours. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/** An OpenAI-compatible images endpoint (IMAGE_API_URL, IMAGE_API_KEY, IMAGE_MODEL, IMAGE_SIZE). */
export class OpenAiImageModel implements ImageModel {
  readonly timeoutMs: number;

  constructor(private readonly options: OpenAiImageModelOptions) {
    this.timeoutMs = options.timeoutMs;
  }

  async generate(prompt: string, signal?: AbortSignal): Promise<Uint8Array> {
    const response = await fetchWithTimeout(
      this.options.url,
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: `Bearer ${this.options.apiKey}`,
        },
        body: JSON.stringify({
          model: this.options.model,
          prompt,
          n: 1,
          size: this.options.size,
          response_format: 'b64_json',
        }),
        signal,
        timeoutMs: this.timeoutMs,
      },
      (timedOut, error) =>
        new ImageModelError(
          timedOut ? 'image model timed out' : `image model unreachable: ${error.message}`,
          {
            cause: error,
          },
        ),
    );
    if (!response.ok) {
      await response.body?.cancel();
      throw new ImageModelError(`image model answered ${response.status}`);
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_ANSWER_BYTES) {
      await response.body?.cancel();
      throw new ImageModelError('image model answer is too large');
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch (error) {
      throw new ImageModelError('image model answer could not be read as JSON', { cause: error });
    }
    const parsed = ImagesAnswerSchema.safeParse(answer);
    if (!parsed.success) throw new ImageModelError('image model answer holds no base64 picture');
    return Buffer.from(parsed.data.data[0]!.b64_json, 'base64');
  }
}

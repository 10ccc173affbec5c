import type { IncomingMessage } from 'node:http';
import { payloadTooLarge } from './errors';

/**
 * A whole request body, for handlers outside Express that pass it on or parse it in one go. Bodies
 * read this way are small and capped, so they are kept in memory and a single chunk is returned as
 * it is, without a copy. Past `limitBytes` it rejects with a 413 and reads the rest into the void,
 * so the sender can finish and read the answer. Rejects when the sender goes away before the end.
 */
export function readBody(message: IncomingMessage, limitBytes = Infinity): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        message.off('data', onData);
        message.resume();
        reject(payloadTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    message.on('data', onData);
    message.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    message.on('error', reject);
    message.on('close', () => {
      if (!message.complete) reject(new Error('connection closed before the whole body arrived'));
    });
  });
}

import type { IncomingMessage } from 'node:http';

/**
 * A whole request body, for handlers outside Express that pass it on or parse it in one go. Bodies
 * read this way are small and capped by the caller, so they are kept in memory and a single chunk is
 * returned as it is, without a copy. Rejects when the sender goes away before the body is complete.
 */
export function readBody(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    message.on('error', reject);
    message.on('close', () => {
      if (!message.complete) reject(new Error('connection closed before the whole body arrived'));
    });
  });
}

import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived on the wire (after de-chunking). */
  body: Buffer;
}

/** Answers one request; the default echoes what arrived as JSON. */
export type UpstreamHandler = (request: ReceivedRequest, res: ServerResponse) => void;

export interface FakeUpstream {
  name: string;
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export interface EchoReply {
  service: string;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export function echo(name: string): UpstreamHandler {
  return (request, res) => {
    const reply: EchoReply = { service: name, ...request, body: request.body.toString('utf8') };
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(reply));
  };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.once('listening', () => resolve((server.address() as AddressInfo).port)),
  );
}

/** A real HTTP service on an ephemeral port that records every request it receives. */
export async function startUpstream(
  name: string,
  handler: UpstreamHandler = echo(name),
): Promise<FakeUpstream> {
  const received: ReceivedRequest[] = [];
  const app = express();
  app.use((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method,
        url: req.originalUrl,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      handler(request, res);
    });
  });
  const server = app.listen(0, '127.0.0.1');
  const port = await listen(server);
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The URL of a port nothing listens on: connections to it are refused at once. */
export async function refusedUrl(): Promise<string> {
  const server = express().listen(0, '127.0.0.1');
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

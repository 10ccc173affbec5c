import { createServer, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { readBody } from './read-body';

/** A server that hands each request's body read to the test, and a raw connection to it. */
async function receiving(
  send: (socket: ReturnType<typeof connect>) => void,
  limitBytes?: number,
): Promise<Buffer> {
  let read: Promise<Buffer> | undefined;
  const server = createServer((req: IncomingMessage, res) => {
    read = readBody(req, limitBytes);
    read.then(
      () => res.end(),
      () => undefined,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  try {
    await new Promise((resolve) => socket.once('connect', resolve));
    send(socket);
    while (!read) await new Promise((resolve) => setTimeout(resolve, 5));
    return await read;
  } finally {
    socket.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('readBody', () => {
  it('gives the whole body, however many chunks it came in', async () => {
    const body = await receiving((socket) => {
      socket.write('POST / HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\n');
      socket.write('3\r\n{"a\r\n');
      socket.write('4\r\n":1}\r\n0\r\n\r\n');
    });
    expect(body.toString()).toBe('{"a":1}');
  });

  it('refuses a body whose sender went away before the end', async () => {
    await expect(
      receiving((socket) => {
        socket.write('POST / HTTP/1.1\r\nhost: x\r\ncontent-length: 100\r\n\r\n{"event":');
        setTimeout(() => socket.destroy(), 50);
      }),
    ).rejects.toThrow();
  });

  it('refuses a body over the limit with a 413, however it is sent', async () => {
    const overLimit = receiving((socket) => {
      socket.write('POST / HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\n');
      socket.write('6\r\n{"a":1\r\n');
      socket.write('6\r\n,"b":2\r\n1\r\n}\r\n0\r\n\r\n');
    }, 10);
    await expect(overLimit).rejects.toMatchObject({ status: 413, message: 'Request body is too large' });
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request, type OutgoingHttpHeaders } from 'node:http';
import { createInterface } from 'node:readline';

export interface ServiceProcess {
  child: ChildProcess;
  port: number;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Every line it wrote, stdout and stderr, for a failing test's message. */
  logLines: string[];
}

/**
 * A service as `npm start` runs it: `src/main.ts` of the workspace in its own process, on a free
 * port, logging at info; resolves once it logs `listening`, and fails with its output if it exits first.
 */
export async function startServiceProcess(
  workspaceDir: string,
  env: Record<string, string>,
): Promise<ServiceProcess> {
  // jest's --experimental-vm-modules is no flag for a service.
  const { NODE_OPTIONS: _jestOnly, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: workspaceDir,
    env: { ...inherited, ...env, PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logLines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.stderr!.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      logLines.push(line);
      const entry = JSON.parse(line.startsWith('{') ? line : '{}') as { msg?: string; port?: number };
      if (entry.msg === 'listening' && entry.port) resolve(entry.port);
    });
    void exited.then((code) =>
      reject(new Error(`${workspaceDir} exited (${code}):\n${logLines.join('\n')}`)),
    );
  });
  return { child, port, exited, logLines };
}

export interface LoadRequest {
  path: string;
  headers: OutgoingHttpHeaders;
  body: string;
}

/** A response, or the connection's error code once the service no longer takes connections. */
export type LoadAnswer = { status: number; body: string } | { error: string };

export interface ShutdownUnderLoadOptions {
  /** Clients sending at once, each over its own keep-alive connection. */
  clients: number;
  /** 2xx answers before SIGTERM, so the signal lands in the middle of the load. */
  acceptedBeforeSignal: number;
  /** The POST a client sends as the load's request number `sequence` (1, 2, ...). */
  request: (sequence: number) => LoadRequest;
}

export interface ShutdownUnderLoad {
  exitCode: number | null;
  /** From SIGTERM to the process's exit. */
  shutdownMs: number;
  /** Every request's answer, by its sequence number. */
  answers: Array<{ sequence: number; answer: LoadAnswer }>;
}

export const isAccepted = (answer: LoadAnswer): answer is { status: number; body: string } =>
  'status' in answer && answer.status >= 200 && answer.status < 300;

/**
 * Sends SIGTERM to the service while clients keep POSTing on keep-alive connections, each until
 * its connection is refused; resolves once the process has exited and every client has stopped.
 */
export async function sigtermUnderLoad(
  service: ServiceProcess,
  options: ShutdownUnderLoadOptions,
): Promise<ShutdownUnderLoad> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.clients });
  const answers: ShutdownUnderLoad['answers'] = [];
  let sequence = 0;
  let accepted = 0;
  let enough: () => void = () => {};
  const enoughAccepted = new Promise<void>((resolve) => (enough = resolve));

  const client = async () => {
    for (;;) {
      const current = ++sequence;
      const answer = await post(service.port, agent, options.request(current));
      answers.push({ sequence: current, answer });
      if (isAccepted(answer) && ++accepted >= options.acceptedBeforeSignal) enough();
      if ('error' in answer) return;
    }
  };
  const clients = Array.from({ length: options.clients }, client);
  let signalled = false;
  await Promise.race([
    enoughAccepted,
    service.exited.then((code) => {
      if (!signalled)
        throw new Error(`the service exited (${code}) before SIGTERM:\n${service.logLines.join('\n')}`);
    }),
  ]);
  signalled = true;
  const signalledAt = Date.now();
  service.child.kill('SIGTERM');
  const exitCode = await service.exited;
  const shutdownMs = Date.now() - signalledAt;
  await Promise.all(clients);
  agent.destroy();
  return { exitCode, shutdownMs, answers };
}

function post(port: number, agent: Agent, { path, headers, body }: LoadRequest): Promise<LoadAnswer> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

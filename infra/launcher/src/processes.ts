import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface ProcessSpec {
  name: string;
  /** Workspace folder relative to the repository root. */
  cwd: string;
  port: number;
  env: Record<string, string>;
  /** Path answered 200 once the process can serve. */
  readyPath: string;
  /** Started again when it exits on its own, rather than stopping everything (a replica of several). */
  restartOnExit?: boolean;
}

export interface RunningProcess {
  spec: ProcessSpec;
  child: ChildProcess;
  exited: Promise<number | null>;
}

const COLOURS = [36, 35, 33, 32, 34, 31, 90];

/** Starts one TypeScript process with tsx's loader, its output prefixed with its name. */
export function startProcess(root: string, spec: ProcessSpec, index: number): RunningProcess {
  // SERVICE_NODE_ARGS passes flags such as --cpu-prof to every process (node refuses them in NODE_OPTIONS).
  const nodeArgs = (process.env.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, spec.cwd),
    env: { ...process.env, ...spec.env, PORT: String(spec.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\u001b[${COLOURS[index % COLOURS.length]}m${spec.name.padEnd(12)}\u001b[0m│ `;
  const forward = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
    let pending = '';
    stream.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) out.write(prefix + line + '\n');
    });
  };
  forward(child.stdout!, process.stdout);
  forward(child.stderr!, process.stderr);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { spec, child, exited };
}

/** Polls the process's ready path until it answers 200, or fails when it exits or time runs out. */
export async function waitUntilReady(running: RunningProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void running.exited.then((code) => (exitCode = code));
  const url = `http://127.0.0.1:${running.spec.port}${running.spec.readyPath}`;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`${running.spec.name} exited with code ${exitCode} before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${running.spec.name} was not ready at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Stops the children one at a time, the last started first: the gateway stops taking requests and
 * finishes those in flight while the services they call still answer, then each service finishes
 * its own (an order being placed still reaches the catalog and auth) and publishes its outbox.
 * Each exits by its own SHUTDOWN_TIMEOUT_MS, so `graceMs` must be longer; one that outlives it is
 * killed. Resolves true when every child stopped cleanly (exit code 0).
 */
export async function stopAll(
  processes: RunningProcess[],
  graceMs: number,
  log: (message: string) => void,
): Promise<boolean> {
  let clean = true;
  for (const running of [...processes].reverse()) {
    if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGTERM');
    const timer = setTimeout(() => {
      if (running.child.exitCode === null && running.child.signalCode === null) {
        log(`${running.spec.name} did not stop within ${graceMs / 1000} s; killing it`);
        running.child.kill('SIGKILL');
      }
    }, graceMs);
    const code = await running.exited;
    clearTimeout(timer);
    if (code !== 0) {
      clean = false;
      log(`${running.spec.name} stopped with exit code ${code}`);
    }
  }
  return clean;
}

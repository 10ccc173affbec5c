import { spawn } from 'node:child_process';
import { stopAll, type RunningProcess } from './processes';

/** A child that takes `stopMs` to shut down after SIGTERM, or ignores SIGTERM when `stopMs` is null. */
function child(name: string, stopMs: number | null): RunningProcess {
  const onTerm = stopMs === null ? '() => {}' : `() => setTimeout(() => process.exit(0), ${stopMs})`;
  const spawned = spawn(
    process.execPath,
    ['-e', `process.on('SIGTERM', ${onTerm}); console.log('up'); setInterval(() => {}, 1000);`],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const exited = new Promise<number | null>((resolve) => spawned.on('exit', (code) => resolve(code)));
  return { spec: { name, cwd: '.', port: 0, env: {}, readyPath: '/' }, child: spawned, exited };
}

const started = (running: RunningProcess) =>
  new Promise<void>((resolve) => running.child.stdout!.once('data', () => resolve()));

describe('stopAll', () => {
  it('stops the processes one at a time, the last started first, and waits for each shutdown', async () => {
    const processes = [child('service', 0), child('gateway', 400)];
    await Promise.all(processes.map(started));
    const exitedAt = processes.map((running) => running.exited.then(() => Date.now()));
    const log = jest.fn();

    const stopping = Date.now();
    expect(await stopAll(processes, 5_000, log)).toBe(true);

    const [service, gateway] = await Promise.all(exitedAt);
    // The service was told to stop only once the gateway, which calls it, had finished.
    expect(gateway! - stopping).toBeGreaterThanOrEqual(400);
    expect(service!).toBeGreaterThanOrEqual(gateway!);
    expect(processes.map((running) => running.child.exitCode)).toEqual([0, 0]);
    expect(log).not.toHaveBeenCalled();
  });

  it('kills a process that outlives the grace period, and says so', async () => {
    const processes = [child('stuck', null)];
    await Promise.all(processes.map(started));
    const log = jest.fn();

    expect(await stopAll(processes, 300, log)).toBe(false);

    expect(processes[0]!.child.signalCode).toBe('SIGKILL');
    expect(log).toHaveBeenCalledWith('stuck did not stop within 0.3 s; killing it');
  });
});

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
  it('sends SIGTERM to every process and waits for each to finish its shutdown', async () => {
    const processes = [child('quick', 0), child('slow', 400)];
    await Promise.all(processes.map(started));
    const log = jest.fn();

    const stopping = Date.now();
    await stopAll(processes, 5_000, log);

    expect(Date.now() - stopping).toBeGreaterThanOrEqual(400);
    expect(processes.map((running) => running.child.exitCode)).toEqual([0, 0]);
    expect(log).not.toHaveBeenCalled();
  });

  it('kills a process that outlives the grace period, and says so', async () => {
    const processes = [child('stuck', null)];
    await Promise.all(processes.map(started));
    const log = jest.fn();

    await stopAll(processes, 300, log);

    expect(processes[0]!.child.signalCode).toBe('SIGKILL');
    expect(log).toHaveBeenCalledWith('stuck did not stop within 0.3 s; killing it');
  });
});

import { createLogger } from './logger';
import { startPeriodicTask } from './periodic-task';

const logger = createLogger('periodic-task-test', 'silent');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startPeriodicTask', () => {
  it('runs at once, then again after each interval, never two runs at a time', async () => {
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    const task = startPeriodicTask({
      name: 'test',
      intervalMs: 10,
      logger,
      run: async () => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        runs += 1;
        await wait(15);
        running -= 1;
      },
    });
    await wait(5);
    expect(runs).toBe(1);
    await wait(100);
    await task.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(maxRunning).toBe(1);
  });

  it('keeps its schedule after a failing run', async () => {
    let runs = 0;
    const task = startPeriodicTask({
      name: 'test',
      intervalMs: 5,
      logger,
      run: async () => {
        runs += 1;
        throw new Error('partner down');
      },
    });
    await wait(60);
    await task.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it('aborts the run in progress on stop, waits for it, and runs no more', async () => {
    let aborted = false;
    let runs = 0;
    const task = startPeriodicTask({
      name: 'test',
      intervalMs: 1,
      logger,
      run: (signal) =>
        new Promise<void>((resolve) => {
          runs += 1;
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        }),
    });
    // The first run starts on the next timer tick, which a loaded machine may delay.
    while (runs === 0) await wait(1);
    await task.stop();
    expect(aborted).toBe(true);
    await wait(20);
    expect(runs).toBe(1);
  });
});

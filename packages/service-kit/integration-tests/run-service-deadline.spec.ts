import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

describe('runService: the hard shutdown deadline', () => {
  it('exits 1 with a log line when the shutdown has not ended by SHUTDOWN_TIMEOUT_MS', async () => {
    const { NODE_OPTIONS: _jestOnly, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'stuck-service.ts')], {
      env: { ...env, SHUTDOWN_TIMEOUT_MS: '500', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve) =>
      createInterface({ input: child.stdout! }).on('line', (line) => {
        lines.push(line);
        if (line.includes('"msg":"listening"')) resolve();
      }),
    );

    const signalledAt = Date.now();
    child.kill('SIGTERM');

    expect(await exited).toBe(1);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(500);
    expect(lines.some((line) => line.includes('shutdown did not finish within SHUTDOWN_TIMEOUT_MS'))).toBe(
      true,
    );
  });
});

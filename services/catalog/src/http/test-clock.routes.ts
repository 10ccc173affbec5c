import { Router } from 'express';
import { z } from 'zod';
import { requireService } from '@marketplace/service-kit';
import type { Clock } from '../domain/clock';

const TestClockRequestSchema = z.object({
  offsetMs: z
    .number({ error: 'offsetMs must be a number of milliseconds' })
    .int()
    .min(-366 * 86_400_000)
    .max(366 * 86_400_000),
});

/**
 * STORE_TEST_CLOCK only (never in production): a signed service call moves the clock the stores'
 * hours are read by, so a browser test sees a store close by its hours without waiting for them.
 */
export function testClockRoutes(deps: {
  clock: Clock;
  setClockOffsetMs: (offsetMs: number) => void;
}): Router {
  const router = Router();
  router.put('/internal/test-clock', (req, res) => {
    requireService(req);
    deps.setClockOffsetMs(TestClockRequestSchema.parse(req.body ?? {}).offsetMs);
    res.json({ now: deps.clock().toISOString() });
  });
  return router;
}

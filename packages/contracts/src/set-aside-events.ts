import { z } from 'zod';

/**
 * Events set aside (beyond the spec, issue 12): events a service's consumer gave up on after its
 * handlers kept failing (dead_letter_events, packages/events README "Failures"), listed for
 * administrators with their error, and replayed once the cause is fixed.
 */
export const SetAsideEventSchema = z.object({
  eventId: z.string(),
  consumer: z.string(),
  topic: z.string(),
  type: z.string(),
  /** The event's subject (the order id of order events), when it has one. */
  subject: z.string().nullable(),
  error: z.string(),
  attempts: z.number().int(),
  failedAt: z.string(),
});
export type SetAsideEvent = z.infer<typeof SetAsideEventSchema>;

/** GET /api/admin/set-aside-events: newest first. */
export const SetAsideEventListSchema = z.object({ data: z.array(SetAsideEventSchema) });
export type SetAsideEventList = z.infer<typeof SetAsideEventListSchema>;

/** POST /api/admin/set-aside-events/{eventId}/replay. */
export const SetAsideEventReplayResponseSchema = z.object({
  replayed: z.boolean(),
  message: z.string(),
});
export type SetAsideEventReplayResponse = z.infer<typeof SetAsideEventReplayResponseSchema>;

export const SET_ASIDE_EVENT_MESSAGES = {
  tabTitle: 'Events Set Aside',
  empty: 'No events set aside. Every event was handled.',
  loadFailed: 'Failed to load events set aside',
  replayed: 'Event replayed successfully',
  replayFailed: 'Failed to replay event',
  notFound: 'No event set aside with this id: it may have been replayed already',
  invalidId: 'Invalid event id',
  stillFailing: (error: string) => `The event failed again and stays set aside: ${error}`,
} as const;

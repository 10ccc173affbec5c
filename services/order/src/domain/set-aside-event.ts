/**
 * Events this service's consumer gave up on after its handlers kept failing (dead_letter_events,
 * packages/events README "Failures"), for administrators to see and to replay once the cause is fixed.
 */
export interface SetAsideEventRecord {
  eventId: string;
  consumer: string;
  topic: string;
  type: string;
  /** The envelope's subject (the order id of order events), when the stored envelope has one. */
  subject: string | null;
  /** The last failure. */
  error: string;
  attempts: number;
  failedAt: Date;
}

export interface SetAsideEventRepository {
  /** The most recently set aside first. */
  listNewest(limit: number): Promise<SetAsideEventRecord[]>;
}

/**
 * What a replay came to, as the event bus's replaySetAside answers it. replayed: the handlers ran
 * once, and the event is no longer set aside; not_found: no such event is set aside (any more);
 * still_failing: the handlers threw again and the event stays set aside.
 */
export type SetAsideReplay =
  { outcome: 'replayed' } | { outcome: 'not_found' } | { outcome: 'still_failing'; error: string };

/** The event consumer, which holds the handlers a replay runs (the event bus). */
export interface SetAsideEventReplayer {
  replaySetAside(eventId: string): Promise<SetAsideReplay>;
}

import { SetAsideEventNotFoundError, SetAsideEventStillFailingError } from '../../domain/errors';
import type { SetAsideEventReplayer } from '../../domain/set-aside-event';

export interface ReplaySetAsideEventDeps {
  eventConsumer: SetAsideEventReplayer;
}

/**
 * Runs the consumer's handlers once more on an event it set aside, once an administrator has
 * fixed the cause. It has one effect however often it is asked: a replayed event is no longer set
 * aside, so asking again finds nothing; a replay that fails again leaves the event set aside.
 */
export async function replaySetAsideEvent(
  deps: ReplaySetAsideEventDeps,
  { eventId }: { eventId: string },
): Promise<void> {
  const result = await deps.eventConsumer.replaySetAside(eventId);
  if (result.outcome === 'not_found') throw new SetAsideEventNotFoundError(eventId);
  if (result.outcome === 'still_failing') throw new SetAsideEventStillFailingError(eventId, result.error);
}

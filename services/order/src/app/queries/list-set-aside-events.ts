import type { SetAsideEventRecord, SetAsideEventRepository } from '../../domain/set-aside-event';

export interface ListSetAsideEventsDeps {
  setAsideEvents: SetAsideEventRepository;
}

/** Set-aside events are rare; more than this at once means one cause, and the newest show it. */
export const SET_ASIDE_EVENTS_LIST_LIMIT = 200;

/** The events this service's consumer set aside, the most recent first. */
export function listSetAsideEvents(deps: ListSetAsideEventsDeps): Promise<SetAsideEventRecord[]> {
  return deps.setAsideEvents.listNewest(SET_ASIDE_EVENTS_LIST_LIMIT);
}

// `@marketplace/ui/api`: the browser's API client, apart from the components so that code and
// tests that only call the API never load component styles: calls, live streams, shared reads.
export { apiFetch, ApiError, type ApiFetchOptions } from './api-fetch';
export { serverMessageOf } from './server-message';
export { endOtherAdminSessions, fetchAdminAuthStatus, loginAdmin, logoutAdmin } from './admin-auth-api';
export {
  followEventStream,
  useEventStream,
  STREAM_REOPEN_DELAY_MS,
  type EventSourceLike,
  type EventStreamHandlers,
  type EventStreamOptions,
} from './event-stream';
export {
  COMMUNITIES_QUERY_KEY,
  citiesQuery,
  useAllCommunities,
  useCities,
  useCommunities,
  useCommunity,
  useStateCities,
  useStates,
  type CommunityFilter,
} from './places-api';
export { itemImageQueryKey, requestItemImage, useItemImage } from './item-image-api';

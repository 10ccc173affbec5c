import type { StoreMembership } from '@marketplace/contracts';
import type {
  LiveChannel,
  LiveSubscription,
  LiveUpdatesRepository,
  StoreOrderUpdate,
} from '../../domain/live-updates';

export interface FollowStoreOrdersDeps {
  live: LiveUpdatesRepository;
  storeOrderChannel: LiveChannel<StoreOrderUpdate>;
}

/**
 * Every local order of the member's stores as it arrives or changes. The inbox reads its lists
 * first, so a new stream starts from now; a reconnecting one (Last-Event-ID) gets every order that
 * changed after the id it last saw. Several members of one store follow the same key, so an answer
 * by one reaches the others' screens.
 */
export async function followStoreOrders(
  deps: FollowStoreOrdersDeps,
  { stores, lastEventId }: { stores: readonly StoreMembership[]; lastEventId: number | undefined },
): Promise<LiveSubscription<StoreOrderUpdate>> {
  const cursor = lastEventId ?? (await deps.live.latestHistoryId());
  const unfollows: (() => void)[] = [];
  let closed = false;
  return {
    start(deliver) {
      if (closed) return;
      for (const { storeId } of stores)
        unfollows.push(deps.storeOrderChannel.follow(storeId, { cursor }, deliver));
    },
    close() {
      closed = true;
      for (const unfollow of unfollows.splice(0)) unfollow();
    },
  };
}

/**
 * A key/value marker in browser storage, read defensively: storage can be unavailable (privacy
 * modes, blocked cookies), in which case the marker simply reads as absent.
 */
export interface StorageFlag {
  isSet(): boolean;
  set(): void;
  clear(): void;
}

export function createStorageFlag(
  marker: { key: string; value: string },
  storage: () => Storage = () => window.localStorage,
): StorageFlag {
  const attempt = <T>(action: (store: Storage) => T, fallback: T): T => {
    try {
      return action(storage());
    } catch {
      return fallback;
    }
  };
  return {
    isSet: () => attempt((store) => store.getItem(marker.key) === marker.value, false),
    set: () => attempt((store) => store.setItem(marker.key, marker.value), undefined),
    clear: () => attempt((store) => store.removeItem(marker.key), undefined),
  };
}

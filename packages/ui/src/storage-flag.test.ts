import { createStorageFlag } from './storage-flag';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('storage flag', () => {
  const marker = { key: 'adminSession', value: 'authenticated' };

  it('is set only while the key holds the marker value', () => {
    const storage = memoryStorage();
    const flag = createStorageFlag(marker, () => storage);
    expect(flag.isSet()).toBe(false);
    flag.set();
    expect(storage.getItem('adminSession')).toBe('authenticated');
    expect(flag.isSet()).toBe(true);
    storage.setItem('adminSession', 'something else');
    expect(flag.isSet()).toBe(false);
    flag.set();
    flag.clear();
    expect(flag.isSet()).toBe(false);
  });

  it('reads as absent, and never throws, when storage is unavailable', () => {
    const flag = createStorageFlag(marker, () => {
      throw new Error('SecurityError: storage is disabled');
    });
    expect(flag.isSet()).toBe(false);
    expect(() => flag.set()).not.toThrow();
    expect(() => flag.clear()).not.toThrow();
  });
});

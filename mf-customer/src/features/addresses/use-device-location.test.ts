import { DEVICE_LOCATION_FAILURES } from '@marketplace/contracts';
import { deviceLocationFailureOf } from './use-device-location';

describe('why the device gave no position', () => {
  it('reads GeolocationPositionError codes as the alerts of customer spec 2', () => {
    expect(deviceLocationFailureOf({ code: 1 })).toBe('permission-denied');
    expect(deviceLocationFailureOf({ code: 2 })).toBe('unavailable');
    expect(deviceLocationFailureOf({ code: 3 })).toBe('timeout');
    expect(deviceLocationFailureOf({ code: 0 })).toBe('unknown');
    expect(deviceLocationFailureOf({ code: 99 })).toBe('unknown');
  });

  it('has an alert for each way, unsupported browsers included', () => {
    expect(Object.keys(DEVICE_LOCATION_FAILURES).sort()).toEqual([
      'permission-denied',
      'timeout',
      'unavailable',
      'unknown',
      'unsupported',
    ]);
  });
});

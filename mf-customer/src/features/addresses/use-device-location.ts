import { useState } from 'react';
import { GEOLOCATION_TIMEOUT_MS, type DeviceLocationFailure } from '@marketplace/contracts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** GeolocationPositionError's codes, which the browser gives without a usable constant in tests. */
const GEOLOCATION_ERROR_CODES: Readonly<Record<number, DeviceLocationFailure>> = {
  1: 'permission-denied',
  2: 'unavailable',
  3: 'timeout',
};

/** Why the device gave no position (customer spec 2, Checkout: each has its own alert). */
export function deviceLocationFailureOf(error: { code: number }): DeviceLocationFailure {
  return GEOLOCATION_ERROR_CODES[error.code] ?? 'unknown';
}

/**
 * Asks the device for its position (customer spec 9: high accuracy, 10 seconds). `failure` says
 * why it gave none, a browser without geolocation included; `failed` is for screens with one
 * message for every failure.
 */
export function useDeviceLocation(onLocated: (coordinates: Coordinates) => void) {
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<DeviceLocationFailure | null>(null);

  const locate = () => {
    setFailure(null);
    if (!('geolocation' in navigator)) {
      setFailure('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onLocated({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (error) => {
        console.error('Could not read the device location', error.message);
        setLocating(false);
        setFailure(deviceLocationFailureOf(error));
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  };

  return { locate, locating, failure, failed: failure !== null };
}

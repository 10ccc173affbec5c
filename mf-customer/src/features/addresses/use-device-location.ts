import { useState } from 'react';
import { GEOLOCATION_TIMEOUT_MS } from '@marketplace/contracts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * Asks the device for its position (customer spec 9: high accuracy, 10 seconds). A browser without
 * geolocation fails the same way as a refusal or a timeout.
 */
export function useDeviceLocation(onLocated: (coordinates: Coordinates) => void) {
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);

  const locate = () => {
    setFailed(false);
    if (!('geolocation' in navigator)) {
      setFailed(true);
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
        setFailed(true);
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  };

  return { locate, locating, failed };
}

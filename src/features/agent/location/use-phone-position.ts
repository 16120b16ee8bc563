import { useCallback, useState } from 'react';

export type PhonePosition = { latitude: number; longitude: number; accuracyMeters: number };
export type PhonePositionState = {
  position: PhonePosition | null;
  error: 'unavailable' | 'denied' | null;
  asking: boolean;
};

/** The phone's (or browser's) position, asked for only when `ask` is called: the agent decides when it is read. */
export function usePhonePosition(): PhonePositionState & {
  ask: (onFound?: (position: PhonePosition) => void) => void;
  forget: () => void;
} {
  const [state, setState] = useState<PhonePositionState>({ position: null, error: null, asking: false });
  const ask = useCallback((onFound?: (position: PhonePosition) => void) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState({ position: null, error: 'unavailable', asking: false });
      return;
    }
    setState((current) => ({ ...current, asking: true, error: null }));
    navigator.geolocation.getCurrentPosition(
      (found) => {
        const position = {
          latitude: found.coords.latitude,
          longitude: found.coords.longitude,
          accuracyMeters: found.coords.accuracy,
        };
        setState({ position, error: null, asking: false });
        onFound?.(position);
      },
      () => setState({ position: null, error: 'denied', asking: false }),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  }, []);
  const forget = useCallback(() => setState({ position: null, error: null, asking: false }), []);
  return { ...state, ask, forget };
}

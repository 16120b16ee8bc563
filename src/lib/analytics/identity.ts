import { ANALYTICS_SESSION_STORAGE_KEY, PRODUCT_ID } from '../../shared/config';

/** localStorage key of the browser's anonymous id (kept across sessions). */
export const ANONYMOUS_ID_STORAGE_KEY = `${PRODUCT_ID}-analytics-anonymous-id`;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * A random (version 4) UUID. `crypto.randomUUID` exists only on secure origins (https,
 * localhost); on a plain-http LAN address the UUID is made from `crypto.getRandomValues`.
 */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id stored under `key`, created and stored on first use; storage failures give a fresh id. */
function storedId(storage: KeyValueStorage | undefined, key: string): string {
  try {
    const existing = storage?.getItem(key);
    if (existing) return existing;
    const id = newId();
    storage?.setItem(key, id);
    return id;
  } catch {
    return newId();
  }
}

/** Kept in localStorage: the same browser keeps it across sessions. */
export const anonymousId = (storage: KeyValueStorage | undefined) => storedId(storage, ANONYMOUS_ID_STORAGE_KEY);

/** Kept in sessionStorage under 'lotwise-analytics-session-id': created once per browser session. */
export const analyticsSessionId = (storage: KeyValueStorage | undefined) =>
  storedId(storage, ANALYTICS_SESSION_STORAGE_KEY);

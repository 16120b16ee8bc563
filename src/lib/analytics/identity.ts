import { ANALYTICS_SESSION_STORAGE_KEY, PRODUCT_ID } from '../../shared/config';

/** localStorage key of the browser's anonymous id (kept across sessions). */
export const ANONYMOUS_ID_STORAGE_KEY = `${PRODUCT_ID}-analytics-anonymous-id`;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function newId(): string {
  return crypto.randomUUID();
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

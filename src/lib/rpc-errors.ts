/**
 * The RPC failures of SPEC.md section 8 that reach a person as a toast: the response could not
 * be decoded, or the call failed for an unknown reason. Other errors are handled where they
 * happen (the error boundary for the current user, the console for organization mutations).
 */
const TRANSPORT_ERROR_KEYS: Record<string, string> = {
  'Unable to transform response from server': 'error.rpc.transform',
  'Unknown error': 'error.rpc.unknown',
};

/** The translation key of a transport error's toast, or null for any other error. */
export function transportErrorKey(error: unknown): string | null {
  const message = error instanceof Error ? error.message : undefined;
  return (message && TRANSPORT_ERROR_KEYS[message]) || null;
}

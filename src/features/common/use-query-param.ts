import { useRouter } from 'next/router';

/** The address's `name` parameter ('' when absent); null until the router has read the address. */
export function useQueryParam(name: string): string | null {
  const router = useRouter();
  if (!router.isReady) return null;
  const value = router.query[name];
  return typeof value === 'string' ? value : '';
}

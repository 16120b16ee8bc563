import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { isRealDate } from '../../shared/inventory/vehicle';
import { DEFAULT_PRESET, presetRange, type DayRange } from './range-presets';

/**
 * The report's range from the address (`from`, `to`), so a link reproduces the view; the default
 * preset while the address names none (or a day that is not one). Null until the router has read
 * the address. The server checks the rest (checkReportRange) and its message is shown.
 */
export function useReportRange() {
  const router = useRouter();
  const from = typeof router.query.from === 'string' ? router.query.from : '';
  const to = typeof router.query.to === 'string' ? router.query.to : '';
  const range = useMemo<DayRange | null>(() => {
    if (!router.isReady) return null;
    return isRealDate(from) && isRealDate(to) ? { from, to } : presetRange(DEFAULT_PRESET);
  }, [router.isReady, from, to]);
  const setRange = useCallback(
    (next: DayRange) => {
      void router.replace(
        { pathname: router.pathname, query: { ...router.query, from: next.from, to: next.to } },
        undefined,
        { shallow: true, scroll: false },
      );
    },
    [router],
  );
  return { range, setRange };
}

import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { pricingViewFromQuery, queryFromPricingView, type PricingView } from './pricing-view';

/** The /pricing view (tab, filter, search, sort), kept in the URL so a link reproduces it. */
export function usePricingView() {
  const router = useRouter();
  const view = useMemo(() => pricingViewFromQuery(router.query), [router.query]);
  const update = useCallback(
    (change: Partial<PricingView>) => {
      const next = { ...pricingViewFromQuery(router.query), ...change };
      void router.replace({ pathname: router.pathname, query: queryFromPricingView(next) }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router],
  );
  return { view, update };
}

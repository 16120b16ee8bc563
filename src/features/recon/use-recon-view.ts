import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { queryFromReconView, reconViewFromQuery, type ReconView } from './board-view';

/** The /recon view (filters, board or list), kept in the URL so a link reproduces it. */
export function useReconView() {
  const router = useRouter();
  const view = useMemo(() => reconViewFromQuery(router.query), [router.query]);
  const update = useCallback(
    (change: Partial<ReconView>) => {
      const next = { ...reconViewFromQuery(router.query), ...change };
      void router.replace({ pathname: router.pathname, query: queryFromReconView(next) }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router],
  );
  return { view, update };
}

import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { appraisalViewFromQuery, queryFromAppraisalView, type AppraisalView } from './appraisal-view';

/** The /appraisals view (state, appraiser, search), kept in the URL so a link reproduces it. */
export function useAppraisalView() {
  const router = useRouter();
  const view = useMemo(() => appraisalViewFromQuery(router.query), [router.query]);
  const update = useCallback(
    (change: Partial<AppraisalView>) => {
      const next = { ...appraisalViewFromQuery(router.query), ...change };
      void router.replace({ pathname: router.pathname, query: queryFromAppraisalView(next) }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router],
  );
  return { view, update };
}

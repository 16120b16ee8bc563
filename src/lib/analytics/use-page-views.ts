import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { trackPageView } from '.';

/** A page view on first load and after every completed route change. */
export function usePageViews(): void {
  const router = useRouter();
  useEffect(() => {
    trackPageView();
    router.events.on('routeChangeComplete', trackPageView);
    return () => router.events.off('routeChangeComplete', trackPageView);
  }, [router.events]);
}

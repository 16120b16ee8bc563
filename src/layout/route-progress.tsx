import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { beginActivity, startActivitySignal } from '../lib/app-activity';
import { FIXED_SETTINGS } from '../shared/settings/types';

// A bar for the eye only: nprogress's own markup gives it role="bar", which is no ARIA role (axe
// fails the page while it fades out), and the page's own spinners speak for loading.
// (nprogress finds its bar by `barSelector`, whose default looks for that role.)
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/**
 * The progress bar of SPEC.md section 2: starts on route change start, finishes on complete or
 * error. A route change also keeps the app busy (lib/app-activity) until it ends.
 */
export function RouteProgress() {
  const router = useRouter();
  useEffect(() => {
    startActivitySignal();
    let endActivity: (() => void) | undefined;
    const start = () => {
      endActivity?.();
      endActivity = beginActivity();
      if (FIXED_SETTINGS.routingLoader) NProgress.start();
    };
    const done = () => {
      endActivity?.();
      endActivity = undefined;
      if (FIXED_SETTINGS.routingLoader) NProgress.done();
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
      done();
    };
  }, [router.events]);
  return null;
}

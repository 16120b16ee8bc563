import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { beginActivity, startActivitySignal } from '../lib/app-activity';
import { FIXED_SETTINGS } from '../shared/settings/types';

NProgress.configure({ showSpinner: false });

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

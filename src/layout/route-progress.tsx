import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { FIXED_SETTINGS } from '../shared/settings/types';

NProgress.configure({ showSpinner: false });

/** The progress bar of SPEC.md section 2: starts on route change start, finishes on complete or error. */
export function RouteProgress() {
  const router = useRouter();
  useEffect(() => {
    if (!FIXED_SETTINGS.routingLoader) return;
    const start = () => NProgress.start();
    const done = () => NProgress.done();
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);
  return null;
}

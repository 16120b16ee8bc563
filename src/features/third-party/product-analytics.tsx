import { useRouter } from 'next/router';
import posthog from 'posthog-js';
import { useEffect } from 'react';
import type { PublicConfig } from '../../shared/config/public-config';
import { useMe } from '../../base/use-me';
import { identityTraits } from './identity';

/**
 * The product-analytics service (PostHog's own library): a pageview when a route change
 * completes, a pageleave when one starts, and the signed-in user identified with SPEC.md's fields.
 */
export function ProductAnalytics({ config }: { config: NonNullable<PublicConfig['productAnalytics']> }) {
  const router = useRouter();
  const { user } = useMe({ throwOnError: false });

  useEffect(() => {
    posthog.init(config.key, { api_host: config.host, capture_pageview: false, capture_pageleave: false });
    posthog.capture('$pageview');
    const pageview = () => posthog.capture('$pageview');
    const pageleave = () => posthog.capture('$pageleave');
    router.events.on('routeChangeComplete', pageview);
    router.events.on('routeChangeStart', pageleave);
    return () => {
      router.events.off('routeChangeComplete', pageview);
      router.events.off('routeChangeStart', pageleave);
    };
  }, [config.key, config.host, router.events]);

  useEffect(() => {
    if (!user) return;
    const { id, ...traits } = identityTraits(user);
    posthog.identify(id, traits);
    posthog.group('company', user.organization.id, { name: user.organization.name });
  }, [user]);

  return null;
}

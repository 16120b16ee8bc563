import dynamic from 'next/dynamic';
import Script from 'next/script';
import { useRouter } from 'next/router';
import { useSyncExternalStore } from 'react';
import { readPublicConfig, type PublicConfig } from '../../shared/config/public-config';
import { shouldLoadCrmWidget } from './identity';
import { Onboarding } from './onboarding';

// PostHog's library is large: its chunk loads only where product analytics is configured.
const ProductAnalytics = dynamic(() => import('./product-analytics').then((module) => module.ProductAnalytics), {
  ssr: false,
});

const EMPTY_CONFIG: PublicConfig = {};
const subscribeToNothing = () => () => undefined;

/** Every configured third-party service; none is loaded unless its variable is set on the server. */
export function ThirdPartyScripts() {
  const config = useSyncExternalStore(subscribeToNothing, readPublicConfig, () => EMPTY_CONFIG);
  const { asPath } = useRouter();
  return (
    <>
      {config.productAnalytics && <ProductAnalytics config={config.productAnalytics} />}
      {config.tagManager && (
        <Script
          id="lotwise-tag-manager"
          src={`${config.tagManager.src}?id=${encodeURIComponent(config.tagManager.id)}`}
          strategy="afterInteractive"
          onLoad={() => {
            const tagWindow = window as Window & { dataLayer?: object[] };
            tagWindow.dataLayer ??= [];
            tagWindow.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
          }}
        />
      )}
      {config.crmWidget && shouldLoadCrmWidget(asPath) && (
        <Script id="lotwise-crm-widget" src={config.crmWidget.src} strategy="lazyOnload" />
      )}
      {config.onboarding && <Onboarding config={config.onboarding} />}
      {config.vhrSnapshot && <Script id="lotwise-vhr-snapshot" src={config.vhrSnapshot.src} strategy="lazyOnload" />}
    </>
  );
}

import Script from 'next/script';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import type { PublicConfig } from '../../shared/config/public-config';
import { useMe } from '../../base/use-me';
import { identityTraits } from './identity';

type OnboardingGlobal = { identify?(id: string, traits: object): void; reload?(): void };
type OnboardingWindow = Window & { userpilotSettings?: { token?: string }; userpilot?: OnboardingGlobal };

/**
 * The user-onboarding guide service (a Userpilot-compatible SDK: a token in
 * `window.userpilotSettings`, then `identify` and a `reload` on every route change).
 */
export function Onboarding({ config }: { config: NonNullable<PublicConfig['onboarding']> }) {
  const router = useRouter();
  const { user } = useMe({ throwOnError: false });

  useEffect(() => {
    if (!user) return;
    const { id, ...traits } = identityTraits(user);
    const identify = () => (window as OnboardingWindow).userpilot?.identify?.(id, traits);
    identify();
    window.addEventListener('lotwise:onboarding-ready', identify);
    return () => window.removeEventListener('lotwise:onboarding-ready', identify);
  }, [user]);

  useEffect(() => {
    const reload = () => (window as OnboardingWindow).userpilot?.reload?.();
    router.events.on('routeChangeComplete', reload);
    return () => router.events.off('routeChangeComplete', reload);
  }, [router.events]);

  return (
    <>
      <OnboardingToken token={config.key} />
      <Script
        src={config.src}
        strategy="afterInteractive"
        onReady={() => {
          window.dispatchEvent(new Event('lotwise:onboarding-ready'));
        }}
      />
    </>
  );
}

/** Sets the SDK's token before the script loads: sibling effects run in order, this one first. */
function OnboardingToken({ token }: { token?: string }) {
  useEffect(() => {
    if (token) (window as OnboardingWindow).userpilotSettings = { token };
  }, [token]);
  return null;
}

import { useEffect } from 'react';
import { sendToShell } from '../../lib/mobile-bridge';
import { useMe } from '../../base/use-me';

/**
 * Keeps the native shell informed (SPEC.md section 7): `get-device` once on start, then the
 * user's type and the organization's feature flags whenever the current user loads or changes.
 * Appearance settings go to the shell from the settings provider, on every save.
 */
export function useMobileShellBridge(): void {
  const { user } = useMe({ throwOnError: false });
  useEffect(() => sendToShell('get-device', undefined), []);
  useEffect(() => {
    if (!user) return;
    sendToShell('userTypeHandler', { userType: user.type });
    sendToShell('set-products', { org_feature_flags: user.organization.feature_flags });
  }, [user]);
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_ASSIGNABLE_FEATURE_FLAGS } from '../../shared/access';
import { AdminSetUserFeatureFlagsDocument } from '../../../graphql/generated/operations/AdminSetUserFeatureFlags';
import { AdminSetUserProductFeatureFlagsDocument } from '../../../graphql/generated/operations/AdminSetUserProductFeatureFlags';
import type { AdminUserFieldsFragment } from '../../../graphql/generated/operations/AdminUserFields';
import { ChipInput } from '../common/chip-input';
import { personName } from '../common/format';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { useToast } from '../../base/toast-provider';
import { FlagCheckboxes, toggled, unassignableFlags, useFlagLabel } from './flag-checkboxes';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** A user's own feature flags (from the assignable list) and product feature flags (free text). */
export function UserFlagsDialog({ user, onClose }: { user: AdminUserFieldsFragment; onClose: () => void }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const toast = useToast();
  const [flags, setFlags] = useState<Set<string>>(() => new Set(user.featureFlags));
  const [productFlags, setProductFlags] = useState<string[]>(user.productFeatureFlags);
  const [saveFlags, flagsState] = useMutation(AdminSetUserFeatureFlagsDocument);
  const [saveProductFlags, productState] = useMutation(AdminSetUserProductFeatureFlagsDocument);
  const busy = flagsState.loading || productState.loading;
  const name = personName(user);
  const flagLabel = useFlagLabel();
  const other = unassignableFlags(user.featureFlags, USER_ASSIGNABLE_FEATURE_FLAGS);

  async function save() {
    // The server takes assignable flags only and replaces those; the others stay.
    const featureFlags = USER_ASSIGNABLE_FEATURE_FLAGS.filter((flag) => flags.has(flag));
    const flagsChanged = USER_ASSIGNABLE_FEATURE_FLAGS.some(
      (flag) => flags.has(flag) !== user.featureFlags.includes(flag),
    );
    const productChanged = !sameSet(productFlags, user.productFeatureFlags);
    if (flagsChanged) {
      const ok = await run(() => saveFlags({ variables: { userId: user.id, featureFlags } }));
      if (!ok) return;
    }
    if (productChanged) {
      const ok = await run(() =>
        saveProductFlags({ variables: { userId: user.id, productFeatureFlags: productFlags } }),
      );
      if (!ok) return;
    }
    if (flagsChanged || productChanged) toast(t('admin.userFlagsSaved', { name }), 'success');
    onClose();
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="user-flags-title">
      <DialogTitle id="user-flags-title">{t('admin.userFlagsTitle', { name })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <section aria-labelledby="user-flags-feature">
            <Typography id="user-flags-feature" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('admin.userFlags')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('admin.userFlagsHint')}
            </Typography>
            <FlagCheckboxes
              flags={USER_ASSIGNABLE_FEATURE_FLAGS}
              selected={flags}
              onToggle={(flag, on) => setFlags((current) => toggled(current, flag, on))}
              disabled={busy}
            />
            {other.length > 0 && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {t('admin.otherFlags', { flags: other.map(flagLabel).join(', ') })}
              </Alert>
            )}
          </section>
          <section aria-labelledby="user-flags-product">
            <Typography id="user-flags-product" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
              {t('admin.productFlags')}
            </Typography>
            <ChipInput
              label={t('admin.productFlags')}
              value={productFlags}
              onChange={setProductFlags}
              helperText={t('admin.productFlagsHint')}
              placeholder="new_inventory_grid"
              normalize={(flag) => flag.toLowerCase()}
              disabled={busy}
            />
          </section>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {busy ? t('common.saving') : t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

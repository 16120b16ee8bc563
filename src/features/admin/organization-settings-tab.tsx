import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGNABLE_FEATURE_FLAGS } from '../../shared/access';
import { PLANS, PLAN_KEYS, type PlanKey } from '../../shared/organization/plans';
import { AdminChangePlanDocument } from '../../../graphql/generated/operations/AdminChangePlan';
import { AdminCreateDealerGroupDocument } from '../../../graphql/generated/operations/AdminCreateDealerGroup';
import type { AdminOrganizationFieldsFragment } from '../../../graphql/generated/operations/AdminOrganizationFields';
import { AdminSetOrganizationDealerGroupDocument } from '../../../graphql/generated/operations/AdminSetOrganizationDealerGroup';
import { AdminSetOrganizationFeatureFlagsDocument } from '../../../graphql/generated/operations/AdminSetOrganizationFeatureFlags';
import { GetAdminDealerGroupsDocument } from '../../../graphql/generated/operations/GetAdminDealerGroups';
import { useConfirm } from '../../base/confirm-dialog';
import { NameDialog } from '../common/name-dialog';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { FlagCheckboxes, toggled, unassignableFlags, useFlagLabel } from './flag-checkboxes';

/** An organization's plan and feature flags, as a Lotwise administrator changes them. */
export function OrganizationSettingsTab({ organization }: { organization: AdminOrganizationFieldsFragment }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const confirm = useConfirm();
  const [changePlan, planState] = useMutation(AdminChangePlanDocument);
  const [setFlags, flagsState] = useMutation(AdminSetOrganizationFeatureFlagsDocument);
  const saved = new Set(organization.featureFlags);
  const [flags, setFlagsDraft] = useState<Set<string>>(saved);
  const flagLabel = useFlagLabel();
  const unknown = unassignableFlags(organization.featureFlags, ASSIGNABLE_FEATURE_FLAGS);
  const dirty = [...ASSIGNABLE_FEATURE_FLAGS].some((flag) => flags.has(flag) !== saved.has(flag));

  function askPlan(plan: PlanKey) {
    if (plan === organization.plan) return;
    confirm.ask({
      title: t('admin.changePlanTitle', { plan: PLANS[plan].label }),
      body: t('admin.changePlanBody', { organization: organization.name, plan: PLANS[plan].label }),
      confirmLabel: t('billing.change'),
      onConfirm: () =>
        run(
          () => changePlan({ variables: { organizationId: organization.id, plan } }),
          t('admin.planChanged', { organization: organization.name, plan: PLANS[plan].label }),
        ),
    });
  }

  async function saveFlags() {
    // The server takes assignable flags only and replaces those; the others stay.
    const featureFlags = ASSIGNABLE_FEATURE_FLAGS.filter((flag) => flags.has(flag));
    await run(
      () => setFlags({ variables: { organizationId: organization.id, featureFlags } }),
      t('admin.flagsSaved', { organization: organization.name }),
    );
  }

  return (
    <Stack spacing={3}>
      <Box sx={{ pt: 0.5 }}>
        <TextField
          select
          size="small"
          label={t('admin.plan')}
          value={organization.plan}
          onChange={(event) => askPlan(event.target.value as PlanKey)}
          disabled={planState.loading}
          sx={{ minWidth: 260 }}
        >
          {PLAN_KEYS.map((plan) => (
            <MenuItem key={plan} value={plan}>
              {PLANS[plan].label}
              {PLANS[plan].seats === null
                ? ` · ${t('billing.unlimitedSeats')}`
                : ` · ${t('billing.seats', { count: PLANS[plan].seats })}`}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DealerGroupField organization={organization} />
      <Box component="section" aria-labelledby="org-flags-title">
        <Typography id="org-flags-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('admin.orgFlags')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('admin.orgFlagsHint')}
        </Typography>
        <FlagCheckboxes
          flags={ASSIGNABLE_FEATURE_FLAGS}
          selected={flags}
          onToggle={(flag, on) => setFlagsDraft((current) => toggled(current, flag, on))}
          disabled={flagsState.loading}
        />
        {unknown.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('admin.otherFlags', { flags: unknown.map(flagLabel).join(', ') })}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
          <Button variant="contained" onClick={() => void saveFlags()} disabled={!dirty || flagsState.loading}>
            {t('admin.saveFlags')}
          </Button>
          <Button onClick={() => setFlagsDraft(saved)} disabled={!dirty || flagsState.loading}>
            {t('admin.resetFlags')}
          </Button>
        </Box>
      </Box>
      {confirm.dialog}
    </Stack>
  );
}

const NO_GROUP = '';

/**
 * The dealer group the organization is in (docs/sourcing.md): rooftops of one group with the
 * `request_inventory` feature see and request each other's stock. A new group is created and the
 * organization put in it in one step.
 */
function DealerGroupField({ organization }: { organization: AdminOrganizationFieldsFragment }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const groups = useQuery(GetAdminDealerGroupsDocument);
  const [setGroup, setState] = useMutation(AdminSetOrganizationDealerGroupDocument, {
    refetchQueries: ['GetAdminOrganizations'],
  });
  const [createGroup] = useMutation(AdminCreateDealerGroupDocument, {
    refetchQueries: ['GetAdminDealerGroups'],
    awaitRefetchQueries: true,
  });
  const [creating, setCreating] = useState(false);
  const current = organization.dealerGroup?.id ?? NO_GROUP;
  const put = (dealerGroupId: string | null, name: string | null) =>
    run(
      () => setGroup({ variables: { organizationId: organization.id, dealerGroupId } }),
      name
        ? t('admin.dealerGroupSet', { organization: organization.name, group: name })
        : t('admin.dealerGroupCleared', { organization: organization.name }),
    );
  return (
    <Box component="section" aria-labelledby="org-dealer-group-title">
      <Typography id="org-dealer-group-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('admin.dealerGroup')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('admin.dealerGroupHint')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('admin.dealerGroup')}
          value={groups.data ? current : NO_GROUP}
          onChange={(event) => {
            const id = event.target.value || null;
            void put(id, groups.data?.adminDealerGroups.find((group) => group.id === id)?.name ?? null);
          }}
          disabled={setState.loading || !groups.data}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value={NO_GROUP}>{t('admin.noDealerGroup')}</MenuItem>
          {(groups.data?.adminDealerGroups ?? []).map((group) => (
            <MenuItem key={group.id} value={group.id}>
              {group.name}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={() => setCreating(true)}>{t('admin.newDealerGroup')}</Button>
      </Box>
      <NameDialog
        key={creating ? 'open' : 'closed'}
        open={creating}
        title={t('admin.newDealerGroupTitle', { organization: organization.name })}
        label={t('admin.dealerGroupName')}
        submitLabel={t('common.create')}
        onClose={() => setCreating(false)}
        onSubmit={async (name) => {
          const created = (await run(() => createGroup({ variables: { name } })))?.data?.adminCreateDealerGroup;
          return Boolean(created && (await put(created.id, created.name)));
        }}
      />
    </Box>
  );
}

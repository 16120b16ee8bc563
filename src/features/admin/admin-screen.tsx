import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, useQuery } from '@apollo/client/react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PLAN, PLANS, PLAN_KEYS, type PlanKey } from '../../shared/organization/plans';
import { AdminCreateOrganizationDocument } from '../../../graphql/generated/operations/AdminCreateOrganization';
import type { AdminOrganizationFieldsFragment } from '../../../graphql/generated/operations/AdminOrganizationFields';
import { AdminRenameOrganizationDocument } from '../../../graphql/generated/operations/AdminRenameOrganization';
import { GetAdminOrganizationsDocument } from '../../../graphql/generated/operations/GetAdminOrganizations';
import { EmptyState, SectionLoading } from '../common/loading';
import { NameDialog } from '../common/name-dialog';
import { PageHeader } from '../common/page-header';
import { useDebouncedValue } from '../common/use-debounced-value';
import { useGraphQLAction, useGraphQLErrorText } from '../../base/use-graphql-action';
import { OrganizationSettingsTab } from './organization-settings-tab';

// The users and activity tabs (the flags dialog with its chip input, the audit log) load when opened.
const OrganizationUsersTab = dynamic(
  () => import('./organization-users-tab').then((module) => module.OrganizationUsersTab),
  { ssr: false, loading: () => <SectionLoading /> },
);
const AuditLog = dynamic(() => import('../audit/audit-log').then((module) => module.AuditLog), {
  ssr: false,
  loading: () => <SectionLoading />,
});

/** /admin: every organization; the selected one's plan, flags, users and activity. */
export function AdminScreen() {
  const { t } = useTranslation();
  const router = useRouter();
  const selectedId = typeof router.query.org === 'string' ? router.query.org : null;
  const select = (id: string) =>
    void router.replace({ pathname: router.pathname, query: { org: id } }, undefined, { shallow: true, scroll: false });
  // Every organization (the selected one is found here whatever the search says).
  const all = useQuery(GetAdminOrganizationsDocument, { variables: {} });
  const selected = all.data?.adminOrganizations.find((organization) => organization.id === selectedId) ?? null;

  return (
    <>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrganizationsPanel selectedId={selectedId} onSelect={select} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {selected ? (
            <OrganizationDetail key={selected.id} organization={selected} />
          ) : (
            <Card>
              {all.loading && !all.data ? (
                <SectionLoading />
              ) : (
                <EmptyState title={t('admin.pickOrganization')} body={t('admin.pickOrganizationBody')} />
              )}
            </Card>
          )}
        </Grid>
      </Grid>
    </>
  );
}

function OrganizationsPanel({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const errorText = useGraphQLErrorText();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const { data, previousData, loading, error, refetch } = useQuery(GetAdminOrganizationsDocument, {
    variables: { search: search || undefined },
  });
  const [createOrganization] = useMutation(AdminCreateOrganizationDocument, {
    refetchQueries: ['GetAdminOrganizations'],
    awaitRefetchQueries: true,
  });
  const [creating, setCreating] = useState(false);
  const [plan, setPlan] = useState<PlanKey>(DEFAULT_PLAN);
  const organizations = (data ?? previousData)?.adminOrganizations ?? [];

  return (
    <Card>
      <CardHeader
        slotProps={{ title: { component: 'h2' } }}
        title={t('admin.organizations')}
        action={
          <Button startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
            {t('admin.createOrganization')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <TextField
          size="small"
          fullWidth
          label={t('admin.searchOrganizations')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </CardContent>
      <Box sx={{ height: 4 }}>
        {loading && organizations.length > 0 && <LinearProgress aria-label={t('common.loading')} />}
      </Box>
      {!data && !previousData && loading ? (
        <SectionLoading />
      ) : !data && error ? (
        <EmptyState
          title={errorText(error)}
          action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        />
      ) : organizations.length === 0 ? (
        <EmptyState title={search ? t('admin.noMatch') : t('admin.noOrganizations')} />
      ) : (
        <List aria-label={t('admin.organizations')} sx={{ maxHeight: { md: 560 }, overflowY: 'auto' }}>
          {organizations.map((organization) => (
            <ListItem key={organization.id} disablePadding>
              <ListItemButton selected={organization.id === selectedId} onClick={() => onSelect(organization.id)}>
                <ListItemText
                  primary={organization.name}
                  secondary={t('admin.orgSummary', {
                    plan: PLANS[organization.plan as PlanKey]?.label ?? organization.plan,
                    count: organization.featureFlags.length,
                  })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <NameDialog
        key={creating ? 'open' : 'closed'}
        open={creating}
        title={t('admin.createOrganizationTitle')}
        label={t('admin.organizationName')}
        submitLabel={t('common.create')}
        onClose={() => setCreating(false)}
        onSubmit={async (name) => {
          const result = await run(
            () => createOrganization({ variables: { name, plan } }),
            t('admin.organizationCreated', { organization: name }),
          );
          const created = result?.data?.adminCreateOrganization;
          if (created) onSelect(created.id);
          return Boolean(created);
        }}
      >
        <TextField
          select
          label={t('admin.plan')}
          value={plan}
          onChange={(event) => setPlan(event.target.value as PlanKey)}
          fullWidth
          margin="normal"
        >
          {PLAN_KEYS.map((key) => (
            <MenuItem key={key} value={key}>
              {PLANS[key].label}
            </MenuItem>
          ))}
        </TextField>
      </NameDialog>
    </Card>
  );
}

type DetailTab = 'settings' | 'users' | 'activity';

function OrganizationDetail({ organization }: { organization: AdminOrganizationFieldsFragment }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const [tab, setTab] = useState<DetailTab>('settings');
  const [renaming, setRenaming] = useState(false);
  const [rename] = useMutation(AdminRenameOrganizationDocument, { refetchQueries: ['GetAdminOrganizations'] });
  const ref = useRef<HTMLDivElement>(null);
  // On a phone the detail sits under the list: bring it into view when an organization is chosen.
  useEffect(() => {
    if (window.matchMedia('(max-width: 899.95px)').matches)
      ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);

  return (
    <Card ref={ref} sx={{ scrollMarginTop: 80 }}>
      <CardHeader
        title={organization.name}
        subheader={
          <Chip size="small" sx={{ mt: 0.5 }} label={PLANS[organization.plan as PlanKey]?.label ?? organization.plan} />
        }
        slotProps={{ title: { component: 'h2', variant: 'h5' }, subheader: { component: 'div' } }}
        action={
          <Tooltip title={t('common.rename')}>
            <IconButton
              aria-label={t('admin.renameOrganization', { organization: organization.name })}
              onClick={() => setRenaming(true)}
            >
              <EditOutlined />
            </IconButton>
          </Tooltip>
        }
      />
      <Tabs
        value={tab}
        onChange={(_event, value: DetailTab) => setTab(value)}
        aria-label={t('admin.sections')}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        variant="scrollable"
      >
        <Tab value="settings" label={t('admin.tab.settings')} id="admin-tab-settings" aria-controls="admin-panel" />
        <Tab value="users" label={t('admin.tab.users')} id="admin-tab-users" aria-controls="admin-panel" />
        <Tab value="activity" label={t('admin.tab.activity')} id="admin-tab-activity" aria-controls="admin-panel" />
      </Tabs>
      <Box
        id="admin-panel"
        role="tabpanel"
        aria-labelledby={`admin-tab-${tab}`}
        sx={{ p: tab === 'activity' ? 0 : 2.5 }}
      >
        {tab === 'settings' && <OrganizationSettingsTab organization={organization} />}
        {tab === 'users' && <OrganizationUsersTab organization={organization} />}
        {tab === 'activity' && <AuditLog organizationId={organization.id} />}
      </Box>
      <NameDialog
        key={renaming ? 'open' : 'closed'}
        open={renaming}
        title={t('admin.renameOrganization', { organization: organization.name })}
        label={t('admin.organizationName')}
        submitLabel={t('common.rename')}
        initialName={organization.name}
        onClose={() => setRenaming(false)}
        onSubmit={async (name) =>
          Boolean(
            await run(
              () => rename({ variables: { id: organization.id, name } }),
              t('admin.organizationRenamed', { organization: name }),
            ),
          )
        }
      />
    </Card>
  );
}

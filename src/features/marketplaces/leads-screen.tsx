import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { ListMarketplaceLeadsDocument } from '../../../graphql/generated/operations/ListMarketplaceLeads';
import type { MarketplaceLeadState } from '../../../graphql/generated/types';
import { MARKETPLACE_LEAD_STATES } from '../../shared/marketplaces/lead-states';
import { useCanDo } from '../access/use-can-do';
import { CursorPagination } from '../common/cursor-pagination';
import { useFormat } from '../common/format';
import { ActionsCell, ListTable } from '../common/list-table';
import { EmptyState } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { useCursorPaging } from '../common/use-cursor-paging';
import { useQueryParam } from '../common/use-query-param';
import { LeadMoveSelect, LeadStateChip } from './lead-state';
import { useLiveRefetch } from '../../base/use-live-events';

const PAGE_SIZE = 25;

const isState = (value: string | null): value is MarketplaceLeadState =>
  (MARKETPLACE_LEAD_STATES as readonly string[]).includes(value ?? '');

/**
 * /inventory/leads (inventory section + `marketplace_sales`): the leads marketplaces posted back,
 * newest first, filtered by state (`?state=`) and vehicle (`?vehicle=`, from a vehicle's page);
 * people with scope 2 move them on.
 */
export function LeadsScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const router = useRouter();
  const canChange = useCanDo('changeMarketplaceLeads');
  const stateParam = useQueryParam('state');
  const vehicleId = useQueryParam('vehicle') || null;
  const state = isState(stateParam) ? stateParam : null;
  const paging = useCursorPaging(`${state}:${vehicleId}`);
  const list = useQuery(ListMarketplaceLeadsDocument, {
    variables: { first: PAGE_SIZE, after: paging.after, state, vehicleId },
    skip: stateParam === null,
    fetchPolicy: 'cache-and-network',
  });
  // A lead arriving from a marketplace or a shopper's packet joins the list without a reload.
  useLiveRefetch(['lead.created'], list.refetch, stateParam !== null);
  const connection = list.data?.marketplaceLeads;
  const leads = connection?.edges.map((edge) => edge.node) ?? [];
  const setQuery = (changes: Record<string, string | null>) => {
    const query = { ...router.query, ...changes };
    for (const key of Object.keys(query)) if (!query[key]) delete query[key];
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true });
  };

  return (
    <>
      <PageHeader title={t('leads.title')} description={t('leads.description')} />
      <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('leads.stateFilter')}
          value={state ?? 'all'}
          onChange={(event) => setQuery({ state: event.target.value === 'all' ? null : event.target.value })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="all">{t('leads.allStates')}</MenuItem>
          {MARKETPLACE_LEAD_STATES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`leads.state.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        {vehicleId && (
          <Chip
            label={leads[0] ? t('leads.ofVehicle', { vehicle: leads[0].vehicleTitle }) : t('leads.oneVehicle')}
            onDelete={() => setQuery({ vehicle: null })}
          />
        )}
      </Stack>
      <Card>
        <ListTable
          query={{
            loaded: Boolean(connection),
            loading: list.loading,
            error: list.error,
            onRetry: () => list.refetch(),
          }}
          loadingLabel={t('leads.loading')}
          empty={leads.length === 0 && <EmptyState title={t('leads.empty')} body={t('leads.emptyBody')} />}
          label={t('leads.title')}
          minWidth={900}
          columns={[
            t('leads.field.customer'),
            t('leads.field.vehicle'),
            t('leads.field.message'),
            t('leads.field.marketplace'),
            t('leads.field.receivedAt'),
            t('leads.field.state'),
          ]}
          actions={canChange}
        >
          {leads.map((lead) => (
            <TableRow key={lead.id} data-testid="marketplace-lead">
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {lead.customerName}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {[lead.customerEmail, lead.customerPhone].filter(Boolean).join(' · ')}
                </Typography>
              </TableCell>
              <TableCell>
                <Link component={NextLink} href={`/inventory/${lead.vehicleId}`}>
                  {lead.vehicleTitle}
                </Link>
                <Typography variant="caption" color="text.secondary" component="div">
                  {lead.stockNumber}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {lead.message}
                </Typography>
                {lead.listingUrl && (
                  <Link href={lead.listingUrl} target="_blank" rel="noopener noreferrer" variant="caption">
                    {t('leads.listing')}
                  </Link>
                )}
              </TableCell>
              <TableCell>{lead.marketplace}</TableCell>
              <TableCell>{format.dateTime(lead.receivedAt)}</TableCell>
              <TableCell>
                <LeadStateChip state={lead.state} />
              </TableCell>
              {canChange && (
                <ActionsCell>
                  <LeadMoveSelect lead={lead} />
                </ActionsCell>
              )}
            </TableRow>
          ))}
        </ListTable>
        <CursorPagination connection={connection} paging={paging} pageSize={PAGE_SIZE} />
      </Card>
    </>
  );
}

import RouteOutlined from '@mui/icons-material/RouteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@apollo/client/react';
import NextLink from 'next/link';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TerritoryDealerFieldsFragment } from '../../../../graphql/generated/operations/TerritoryDealerFields';
import { TerritoryInsightsDocument } from '../../../../graphql/generated/operations/TerritoryInsights';
import { AGENT_MAP_MY_ROUTE_PATH } from '../../../shared/access/sections';
import { todayIso } from '../../../shared/inventory/vehicle';
import { EmptyState, QueryState } from '../../common/loading';
import { PageHeader } from '../../common/page-header';
import { useFormat } from '../../common/format';
import { AgentMap, type MapPoint } from '../map';
import { DealerDrawer } from './dealer-drawer';
import { dueState, priceToMarketShown, sortDealers, type SortKey, type SortOrder } from './dealer-list';

const STATE_COLOR = { overdue: 'error', due: 'warning', later: 'success' } as const;
const COLUMNS: SortKey[] = ['name', 'priority', 'lastVisitOn', 'nextDueOn', 'listings', 'priceToMarket', 'openTasks'];

/** /agent/territory-insights: the agent's dealers, what is due, what the market says, on a list and a map. */
export function TerritoryInsightsScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const { data, loading, error, refetch } = useQuery(TerritoryInsightsDocument, { fetchPolicy: 'cache-and-network' });
  const [territoryId, setTerritoryId] = useState<string | null>(null);
  const [sort, setSort] = useState<{ key: SortKey; order: SortOrder }>({ key: 'nextDueOn', order: 'asc' });
  const [mapOpen, setMapOpen] = useState(false);
  const [openDealerId, setOpenDealerId] = useState<string | null>(null);
  const entries = data?.territoryInsights ?? [];
  const entry = entries.find((candidate) => candidate.territory.id === territoryId) ?? entries[0];
  const today = todayIso();
  const dealers = useMemo(() => sortDealers(entry?.dealers ?? [], sort.key, sort.order), [entry, sort]);
  const points: MapPoint[] = dealers.map((dealer) => ({
    id: dealer.id,
    name: dealer.name,
    latitude: dealer.location.latitude,
    longitude: dealer.location.longitude,
    state: dueState(dealer, today),
    priority: dealer.priority,
  }));

  const toggleSort = (key: SortKey) =>
    setSort((current) => ({ key, order: current.key === key && current.order === 'asc' ? 'desc' : 'asc' }));
  const dueChip = (dealer: TerritoryDealerFieldsFragment) => {
    const state = dueState(dealer, today);
    const label =
      state === 'overdue'
        ? t('territoryInsights.overdueBy', { count: dealer.daysOverdue })
        : t(`territoryInsights.map.state.${state}`);
    return <Chip size="small" variant="outlined" color={STATE_COLOR[state]} label={label} />;
  };
  const priceToMarketText = (dealer: TerritoryDealerFieldsFragment) => {
    const shown = priceToMarketShown(dealer.market);
    if (shown.kind === 'none') return '—';
    return shown.kind === 'too_few'
      ? t('territoryInsights.tooFewComparables')
      : t('territoryInsights.percent', { value: format.decimal(shown.value) });
  };
  const marketText = (dealer: TerritoryDealerFieldsFragment) =>
    dealer.market
      ? t('territoryInsights.marketLine', {
          listings: dealer.market.listings,
          priceToMarket: priceToMarketText(dealer),
        })
      : t('territoryInsights.noMarket');
  const approximateChip = (dealer: TerritoryDealerFieldsFragment) =>
    dealer.approximateLocation && (
      <Chip
        size="small"
        variant="outlined"
        label={t('territoryInsights.approximate')}
        title={t('territoryInsights.approximateHint')}
      />
    );

  const map = entry && (
    <AgentMap
      points={points}
      label={t('territoryInsights.mapLabel', { count: points.length })}
      height={phone ? 280 : 420}
    />
  );
  return (
    <>
      <PageHeader
        title={t('area.agent_territory_insights.title')}
        description={t('area.agent_territory_insights.description')}
        actions={
          <Button component={NextLink} href={AGENT_MAP_MY_ROUTE_PATH} variant="contained" startIcon={<RouteOutlined />}>
            {t('territoryInsights.mapMyRoute')}
          </Button>
        }
      />
      <QueryState
        loaded={Boolean(data)}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingLabel={t('territoryInsights.loading')}
        empty={
          entries.length === 0 && (
            <EmptyState title={t('territoryInsights.empty')} body={t('territoryInsights.emptyBody')} />
          )
        }
      >
        {entry && (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              {entries.length > 1 && (
                <TextField
                  select
                  size="small"
                  label={t('territoryInsights.territory')}
                  value={entry.territory.id}
                  onChange={(event) => setTerritoryId(event.target.value)}
                  sx={{ minWidth: 220 }}
                >
                  {entries.map((candidate) => (
                    <MenuItem key={candidate.territory.id} value={candidate.territory.id}>
                      {candidate.territory.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <Stack direction="row" spacing={1} data-testid="territory-counts">
                <Chip color="warning" label={t('territoryInsights.dueToday', { count: entry.dueToday })} />
                <Chip color="error" label={t('territoryInsights.overdue', { count: entry.overdue })} />
              </Stack>
            </Stack>
            {!entry.marketAvailable && (
              <Typography color="text.secondary">{t('territoryInsights.marketUnavailable')}</Typography>
            )}
            {phone ? (
              <Box>
                <Button onClick={() => setMapOpen((open) => !open)} aria-expanded={mapOpen}>
                  {mapOpen ? t('territoryInsights.hideMap') : t('territoryInsights.showMap')}
                </Button>
                <Collapse in={mapOpen} unmountOnExit>
                  {map}
                </Collapse>
              </Box>
            ) : (
              <Card sx={{ p: 2 }}>{map}</Card>
            )}
            {dealers.length === 0 ? (
              <EmptyState title={t('territoryInsights.noDealers')} />
            ) : phone ? (
              <Stack
                component="ul"
                spacing={1}
                sx={{ listStyle: 'none', p: 0, m: 0 }}
                aria-label={t('territoryInsights.dealers')}
              >
                {dealers.map((dealer) => (
                  <li key={dealer.id}>
                    <Card>
                      <CardActionArea onClick={() => setOpenDealerId(dealer.id)} sx={{ p: 2 }}>
                        <Stack
                          direction="row"
                          spacing={1}
                          sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                        >
                          <Typography component="span" sx={{ fontWeight: 600 }}>
                            {dealer.name}
                          </Typography>
                          <Stack direction="row" spacing={0.5}>
                            {approximateChip(dealer)}
                            {dueChip(dealer)}
                          </Stack>
                        </Stack>
                        <Typography variant="body2" color="text.secondary">
                          {t('territoryInsights.cardLine', {
                            priority: dealer.priority,
                            lastVisit: format.calendarDate(dealer.lastVisitOn),
                            tasks: dealer.openTasks,
                          })}
                        </Typography>
                        <Typography variant="body2">{marketText(dealer)}</Typography>
                      </CardActionArea>
                    </Card>
                  </li>
                ))}
              </Stack>
            ) : (
              <Card>
                <TableContainer>
                  <Table size="small" aria-label={t('territoryInsights.dealers')}>
                    <TableHead>
                      <TableRow>
                        {COLUMNS.map((key) => (
                          <TableCell key={key} sortDirection={sort.key === key ? sort.order : false}>
                            <TableSortLabel
                              active={sort.key === key}
                              direction={sort.key === key ? sort.order : 'asc'}
                              onClick={() => toggleSort(key)}
                            >
                              {t(`territoryInsights.column.${key}`)}
                            </TableSortLabel>
                          </TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {dealers.map((dealer) => (
                        <TableRow key={dealer.id} hover>
                          <TableCell>
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                              <Button
                                variant="text"
                                onClick={() => setOpenDealerId(dealer.id)}
                                sx={{ p: 0, textAlign: 'left', textTransform: 'none' }}
                              >
                                {dealer.name}
                              </Button>
                              {approximateChip(dealer)}
                            </Stack>
                          </TableCell>
                          <TableCell>{dealer.priority}</TableCell>
                          <TableCell>{format.calendarDate(dealer.lastVisitOn)}</TableCell>
                          <TableCell>
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                              <span>{format.calendarDate(dealer.nextDueOn)}</span>
                              {dueChip(dealer)}
                            </Stack>
                          </TableCell>
                          <TableCell>{format.number(dealer.market?.listings)}</TableCell>
                          <TableCell data-testid="dealer-price-to-market">{priceToMarketText(dealer)}</TableCell>
                          <TableCell>{dealer.openTasks}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </Card>
            )}
          </Stack>
        )}
      </QueryState>
      {openDealerId && (
        <DealerDrawer dealerId={openDealerId} onClose={() => setOpenDealerId(null)} onChanged={() => void refetch()} />
      )}
    </>
  );
}

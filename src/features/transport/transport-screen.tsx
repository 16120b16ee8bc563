import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GetTransportOrdersDocument } from '../../../graphql/generated/operations/GetTransportOrders';
import type { TransportOrderFieldsFragment } from '../../../graphql/generated/operations/TransportOrderFields';
import { GRAPH_PAGES } from '../../shared/graph-pages';
import { TRANSPORT_STATES } from '../../shared/transport/states';
import { useCanDo } from '../access/use-can-do';
import { CursorPagination } from '../common/cursor-pagination';
import { useFormat } from '../common/format';
import { ListTable } from '../common/list-table';
import { EmptyState } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { useCursorPaging } from '../common/use-cursor-paging';
import { useQueryParam } from '../common/use-query-param';
import { NewTransportOrderDialog } from './new-order-dialog';
import { TransportOrderDrawer } from './order-drawer';
import { DeadlineChips, TransportStateChip } from './transport-chips';
import { useLiveRefetch } from '../../base/use-live-events';

const PAGE_SIZE = 25;
// The board shows the newest orders of every state at once: enough for a store's open transports.
const BOARD_SIZE = GRAPH_PAGES.transportBoard;

type Order = TransportOrderFieldsFragment;

/** A VIN that decodes to nothing describes its order by itself: it is then shown once. */
const describedByVin = (order: Order) => order.vehicleDescription === order.vin;

function OrderCard({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = describedByVin(order)
    ? t('transport.list.openVin', { vin: order.vin })
    : t('transport.list.open', { vehicle: order.vehicleDescription, vin: order.vin });
  return (
    <Card variant="outlined">
      <CardActionArea onClick={onOpen} aria-label={label}>
        <CardContent sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            {order.vehicleDescription}
          </Typography>
          {!describedByVin(order) && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {order.vin}
            </Typography>
          )}
          <Typography variant="body2">
            {t('transport.list.route', { from: order.pickupZip, to: order.deliveryZip })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {order.carrier?.name ?? t('transport.list.noCarrier')} · {format.money(order.priceCents)}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            <DeadlineChips order={order} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** An order moving on (picked up, delivered, cancelled) by a carrier or a colleague shows without a reload. */
const LIVE_TYPES = ['transport.state_changed'] as const;

function Board({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const list = useQuery(GetTransportOrdersDocument, {
    variables: { first: BOARD_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useLiveRefetch(LIVE_TYPES, list.refetch);
  const orders = list.data?.transportOrders.edges.map((edge) => edge.node) ?? [];
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: `repeat(${TRANSPORT_STATES.length}, minmax(0, 1fr))` },
        gap: 2,
      }}
    >
      {TRANSPORT_STATES.map((state) => {
        const inState = orders.filter((order) => order.state === state);
        return (
          <Box
            component="section"
            key={state}
            aria-labelledby={`transport-column-${state}`}
            sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1 }}
          >
            <Typography id={`transport-column-${state}`} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              {t('transport.board.column', { state: t(`transport.state.${state}`), count: inState.length })}
            </Typography>
            <Stack spacing={1}>
              {inState.map((order) => (
                <OrderCard key={order.id} order={order} onOpen={() => onOpen(order.id)} />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}

function List({ onOpen, empty }: { onOpen: (id: string) => void; empty: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const paging = useCursorPaging('transport');
  const list = useQuery(GetTransportOrdersDocument, {
    variables: { first: PAGE_SIZE, after: paging.after },
    fetchPolicy: 'cache-and-network',
  });
  useLiveRefetch(LIVE_TYPES, list.refetch);
  const connection = list.data?.transportOrders;
  const orders = connection?.edges.map((edge) => edge.node) ?? [];
  const query = {
    loaded: Boolean(connection),
    loading: list.loading,
    error: list.error,
    onRetry: () => list.refetch(),
  };
  return (
    <Card>
      <ListTable
        query={query}
        loadingLabel={t('transport.list.loading')}
        empty={orders.length === 0 && empty}
        label={t('transport.list.label')}
        minWidth={880}
        columns={[
          t('transport.list.vehicle'),
          t('transport.list.routeHeader'),
          t('transport.field.window'),
          t('transport.field.carrier'),
          t('transport.field.price'),
          t('transport.field.pricePerMile'),
          t('transport.list.state'),
        ]}
      >
        {orders.map((order) => (
          <TableRow key={order.id} hover>
            <TableCell>
              <Button
                variant="text"
                onClick={() => onOpen(order.id)}
                sx={{ p: 0, textAlign: 'left', textTransform: 'none', minWidth: 0 }}
              >
                {order.vehicleDescription}
              </Button>
              {!describedByVin(order) && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {order.vin}
                </Typography>
              )}
            </TableCell>
            <TableCell>{t('transport.list.route', { from: order.pickupZip, to: order.deliveryZip })}</TableCell>
            <TableCell>{`${format.calendarDate(order.pickupWindowStart)} – ${format.calendarDate(order.pickupWindowEnd)}`}</TableCell>
            <TableCell>{order.carrier?.name ?? '—'}</TableCell>
            <TableCell>{format.money(order.priceCents)}</TableCell>
            <TableCell>{format.money(order.pricePerMileCents)}</TableCell>
            <TableCell>
              <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                <TransportStateChip state={order.state} />
                <DeadlineChips order={order} />
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      <CursorPagination connection={connection} paging={paging} pageSize={PAGE_SIZE} />
    </Card>
  );
}

/**
 * /transportation: the organization's transport orders as a paged list or a board of columns by
 * state (`?view=board`); an order opens in a drawer (`?order=<id>`, the needs-attention link),
 * where the carrier is assigned and the bill of lading signed at pickup and delivery.
 */
export function TransportScreen() {
  const { t } = useTranslation();
  const router = useRouter();
  const canChange = useCanDo('changeTransport');
  const [creating, setCreating] = useState(false);
  const orderId = useQueryParam('order');
  const view = useQueryParam('view') === 'board' ? 'board' : 'list';
  const setQuery = (change: Record<string, string | null>) => {
    const query = { ...router.query, ...change };
    for (const key of Object.keys(query)) if (query[key] === null) delete query[key];
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true });
  };
  const open = (id: string) => setQuery({ order: id });
  const empty = (
    <EmptyState
      title={t('transport.empty.title')}
      body={canChange ? t('transport.empty.body') : t('transport.empty.bodyReadOnly')}
    />
  );

  return (
    <>
      <PageHeader
        title={t('area.transportation.title')}
        description={t('area.transportation.description')}
        actions={
          canChange && (
            <Button
              variant="contained"
              size="large"
              startIcon={<Add />}
              onClick={() => setCreating(true)}
              sx={{ minHeight: 48 }}
            >
              {t('transport.new.open')}
            </Button>
          )
        }
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: string | null) => next && setQuery({ view: next === 'board' ? 'board' : null })}
        aria-label={t('transport.view.label')}
        // On the page background the unselected button's default grey falls just under 4.5:1.
        sx={{
          mb: 2,
          bgcolor: 'background.paper',
          '& .MuiToggleButton-root': { color: 'text.primary', minHeight: 44, px: 2 },
        }}
      >
        <ToggleButton value="list">{t('transport.view.list')}</ToggleButton>
        <ToggleButton value="board">{t('transport.view.board')}</ToggleButton>
      </ToggleButtonGroup>
      {view === 'board' ? <Board onOpen={open} /> : <List onOpen={open} empty={empty} />}
      {orderId && <TransportOrderDrawer key={orderId} orderId={orderId} onClose={() => setQuery({ order: null })} />}
      {creating && <NewTransportOrderDialog onClose={() => setCreating(false)} onCreated={(order) => open(order.id)} />}
    </>
  );
}

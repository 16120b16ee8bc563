import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryRequestDirection, InventoryRequestState } from '../../../graphql/generated/types';
import {
  INVENTORY_REQUEST_TEXT_MAX,
  movesFor,
  type InventoryRequestMove,
} from '../../shared/inventory-requests/states';
import { CursorPagination } from '../common/cursor-pagination';
import { ConfirmDialog, type ConfirmRequest } from '../../base/confirm-dialog';
import { useFormat } from '../common/format';
import { ActionsCell, ListTable } from '../common/list-table';
import { EmptyState } from '../common/loading';
import { ReasonDialog } from '../common/reason-dialog';
import { useCursorPaging } from '../common/use-cursor-paging';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { MoveDialog } from './move-dialogs';
import { useInventoryRequestMoves, useInventoryRequests, type InventoryRequest } from './use-inventory-requests';

const PAGE_SIZE = 25;

const STATE_COLORS: Record<InventoryRequestState, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  requested: 'info',
  accepted: 'warning',
  shipped: 'warning',
  received: 'success',
  declined: 'error',
  cancelled: 'default',
};

export function InventoryRequestStateChip({ state }: { state: InventoryRequestState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATE_COLORS[state]}
      variant={state === 'cancelled' ? 'outlined' : 'filled'}
      label={t(`inventoryRequests.state.${state}`)}
    />
  );
}

type Asking = { move: 'accept' | 'ship' | 'receive' | 'decline'; request: InventoryRequest };

/** One side's requests: those the organization made (outgoing) or those made of it (incoming), each with the moves this side makes. */
function RequestList({ direction, canChange }: { direction: InventoryRequestDirection; canChange: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const act = useGraphQLAction();
  const moves = useInventoryRequestMoves();
  const paging = useCursorPaging(`inventory-requests|${direction}`);
  const { requests, query } = useInventoryRequests(direction, PAGE_SIZE, paging.after);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const side = direction === 'outgoing' ? 'requester' : 'source';
  const rows = requests?.edges.map((edge) => edge.node) ?? [];
  const moved = (move: InventoryRequestMove) => t(`inventoryRequests.moved.${move}`);

  function start(move: InventoryRequestMove, request: InventoryRequest) {
    if (move !== 'cancel') return setAsking({ move, request });
    setConfirm({
      title: t('inventoryRequests.cancel.title'),
      body: t('inventoryRequests.cancel.body', { vehicle: request.vehicleTitle, rooftop: request.sourceRooftop }),
      confirmLabel: t('inventoryRequests.cancel.submit'),
      destructive: true,
      onConfirm: () => act(() => moves.cancel({ variables: { id: request.id } }), moved('cancel')),
    });
  }

  async function finish(value: string | null) {
    if (!asking) return;
    const { move, request } = asking;
    const id = request.id;
    const run: Record<Asking['move'], () => Promise<unknown>> = {
      accept: () => moves.accept({ variables: { id, transferPriceCents: value === null ? null : Number(value) } }),
      ship: () => moves.ship({ variables: { id, note: value } }),
      receive: () => moves.receive({ variables: { id, stockNumber: value } }),
      decline: () => moves.decline({ variables: { id, reason: value ?? '' } }),
    };
    if (await act(run[move], moved(move))) setAsking(null);
  }

  return (
    <>
      <ListTable
        query={query}
        loadingLabel={t('inventoryRequests.list.loading')}
        empty={rows.length === 0 && <EmptyState title={t(`inventoryRequests.list.${direction}Empty`)} />}
        label={t(`inventoryRequests.list.${direction}`)}
        minWidth={860}
        size="small"
        columns={[
          t('inventoryRequests.column.vehicle'),
          t(`inventoryRequests.column.${direction}Rooftop`),
          t('inventoryRequests.column.requested'),
          t('inventoryRequests.column.state'),
          t('inventoryRequests.column.transferPrice'),
        ]}
        actions={canChange}
      >
        {rows.map((request) => (
          <TableRow key={request.id} data-testid={`inventory-request-${direction}`}>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {request.vehicleTitle}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                {[
                  request.stockNumber,
                  request.vin,
                  t('inventoryRequests.miles', { miles: format.number(request.mileage) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {direction === 'incoming' && (
                <Link component={NextLink} href={`/inventory/${request.vehicleId}`} variant="caption">
                  {t('inventoryRequests.openVehicle')}
                </Link>
              )}
              {request.receivedVehicleId && (
                <Link component={NextLink} href={`/inventory/${request.receivedVehicleId}`} variant="caption">
                  {t('inventoryRequests.openReceived')}
                </Link>
              )}
            </TableCell>
            <TableCell>{direction === 'outgoing' ? request.sourceRooftop : request.requesterRooftop}</TableCell>
            <TableCell>
              {format.date(request.createdAt)}
              <Typography variant="caption" color="text.secondary" component="div">
                {request.requestedBy ?? ''}
              </Typography>
            </TableCell>
            <TableCell sx={{ maxWidth: 280 }}>
              <InventoryRequestStateChip state={request.state} />
              {[
                [request.note, 'note'],
                [request.declineReason, 'declineReason'],
                [request.shippingNote, 'shippingNote'],
              ].map(([text, key]) =>
                text ? (
                  <Typography key={key} variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
                    {t(`inventoryRequests.${key}`, { text })}
                  </Typography>
                ) : null,
              )}
            </TableCell>
            <TableCell>
              {request.transferPriceWithheld
                ? t('inventoryRequests.withheld')
                : format.money(request.transferPriceCents)}
            </TableCell>
            {canChange && (
              <ActionsCell>
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                  {movesFor(request.state, side).map((move) => (
                    <Button
                      key={move}
                      size="small"
                      variant={move === 'decline' || move === 'cancel' ? 'text' : 'outlined'}
                      color={move === 'decline' || move === 'cancel' ? 'error' : 'primary'}
                      onClick={() => start(move, request)}
                      aria-label={t(`inventoryRequests.${move}.named`, { vehicle: request.vehicleTitle })}
                    >
                      {t(`inventoryRequests.${move}.button`)}
                    </Button>
                  ))}
                </Box>
              </ActionsCell>
            )}
          </TableRow>
        ))}
      </ListTable>
      <CursorPagination connection={requests} paging={paging} pageSize={PAGE_SIZE} />
      {asking?.move === 'decline' && (
        <ReasonDialog
          title={t('inventoryRequests.decline.title', { vehicle: asking.request.vehicleTitle })}
          submitLabel={t('inventoryRequests.decline.submit')}
          reasonLabel={t('inventoryRequests.decline.field')}
          hint={t('inventoryRequests.decline.fieldHint')}
          maxLength={INVENTORY_REQUEST_TEXT_MAX}
          onSubmit={(reason) => finish(reason)}
          onClose={() => setAsking(null)}
        />
      )}
      {asking && asking.move !== 'decline' && (
        <MoveDialog
          move={asking.move}
          vehicle={asking.request.vehicleTitle}
          onSubmit={finish}
          onClose={() => setAsking(null)}
        />
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}

/** The organization's requests: what it asked other rooftops for, and what they ask of it. */
export function InventoryRequestLists({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {(['outgoing', 'incoming'] as const).map((direction) => (
        // Not a landmark of its own: the list's table is the region named after it.
        <Box key={direction} sx={{ mb: 4 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t(`inventoryRequests.list.${direction}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t(`inventoryRequests.list.${direction}Hint`)}
          </Typography>
          <RequestList direction={direction} canChange={canChange} />
        </Box>
      ))}
    </>
  );
}

import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../common/format';
import { ActionsCell, ListTable } from '../common/list-table';
import { listOrder, vinTail } from './board-view';
import { CardMenu, type CardAction } from './recon-card';
import { TIMER_COLORS, useDuration } from './timer-chip';
import { vehicleName, type ReconCardData } from './use-recon-board';

const PAGE_SIZES = [25, 50, 100];

/**
 * The board's cards as rows of the app's list table: the same data, a page at a time (a store's
 * recon and front line run to hundreds of cars, and drawing every row took seconds).
 */
export function ReconList({
  cards,
  query,
  empty,
  canMove,
  onAction,
}: {
  cards: ReconCardData[];
  query: { loaded: boolean; loading: boolean; error: unknown; onRetry: () => unknown };
  empty: ReactNode;
  canMove: boolean;
  onAction: (action: CardAction, card: ReconCardData) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const duration = useDuration();
  const ordered = useMemo(() => listOrder(cards), [cards]);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[1]!);
  const [wantedPage, setPage] = useState(0);
  // Filters narrow the cards: a page past the end shows the last one.
  const page = Math.min(wantedPage, Math.max(0, Math.ceil(cards.length / pageSize) - 1));
  return (
    <>
      <ListTable
        query={query}
        loadingLabel={t('recon.loading')}
        empty={empty}
        label={t('recon.list.label')}
        minWidth={960}
        size="small"
        actions={canMove}
        columns={[
          t('recon.list.vehicle'),
          t('recon.list.stage'),
          t('recon.list.timeInStage'),
          t('recon.list.target'),
          t('recon.list.assignee'),
          t('recon.list.openRepairs'),
          t('recon.list.daysInRecon'),
        ]}
      >
        {ordered.slice(page * pageSize, (page + 1) * pageSize).map((card) => (
          <TableRow key={card.vehicle.id} hover>
            <TableCell>
              <Link component={NextLink} href={`/inventory/${card.vehicle.id}`} sx={{ fontWeight: 600 }}>
                {vehicleName(card)}
              </Link>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('recon.card.ids', { stock: card.vehicle.stockNumber, vin: vinTail(card.vehicle.vin) })}
              </Typography>
            </TableCell>
            <TableCell>{card.stage.name}</TableCell>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{duration(card.timeInStageSeconds)}</TableCell>
            <TableCell>
              <Chip size="small" color={TIMER_COLORS[card.timer]} label={t(`recon.timer.${card.timer}`)} />
            </TableCell>
            <TableCell>{card.assignee?.name ?? t('recon.card.unassigned')}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {format.money(card.openRepairOrderCents)}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {format.decimal(card.daysInRecon)}
            </TableCell>
            {canMove && (
              <ActionsCell>
                <CardMenu card={card} onAction={onAction} />
              </ActionsCell>
            )}
          </TableRow>
        ))}
      </ListTable>
      {cards.length > PAGE_SIZES[0]! && (
        <TablePagination
          component="div"
          count={cards.length}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          onPageChange={(_event, next) => setPage(next)}
          labelRowsPerPage={t('members.perPage')}
        />
      )}
    </>
  );
}

import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVENTORY_REQUEST_TEXT_MAX } from '../../shared/inventory-requests/states';
import { CursorPagination } from '../common/cursor-pagination';
import { useFormat } from '../common/format';
import { FormDialog } from '../common/form-dialog';
import { ActionsCell, ListTable } from '../common/list-table';
import { EmptyState } from '../common/loading';
import { useCursorPaging } from '../common/use-cursor-paging';
import { useDebouncedValue } from '../common/use-debounced-value';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { AgeChip, StatusChip } from '../inventory/chips';
import { useGroupStock, useInventoryRequestMoves, type GroupStockVehicle } from './use-inventory-requests';

const PAGE_SIZE = 25;

export const stockTitle = (vehicle: Pick<GroupStockVehicle, 'year' | 'make' | 'model' | 'trim'>) =>
  [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');

/** Asking the rooftop holding a vehicle for it, with a note they read. */
function RequestDialog({ vehicle, onClose }: { vehicle: GroupStockVehicle; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useGraphQLAction();
  const { request } = useInventoryRequestMoves();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit() {
    setBusy(true);
    const done = await act(
      () => request({ variables: { input: { vehicleId: vehicle.id, note: note.trim() || null } } }),
      t('inventoryRequests.requested', { rooftop: vehicle.rooftop }),
    );
    setBusy(false);
    if (done) onClose();
  }
  return (
    <FormDialog
      title={t('inventoryRequests.request.title', { vehicle: stockTitle(vehicle) })}
      submitLabel={t('inventoryRequests.request.submit')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('inventoryRequests.request.intro', { rooftop: vehicle.rooftop })}
      </Typography>
      <TextField
        label={t('inventoryRequests.request.note')}
        helperText={t('inventoryRequests.request.noteHint')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: INVENTORY_REQUEST_TEXT_MAX } }}
      />
    </FormDialog>
  );
}

/** The dealer group's requestable stock (never cost, VIN or stock number), searchable, with "Request" for those who may. */
export function GroupStock({ canRequest }: { canRequest: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const paging = useCursorPaging(`group-stock|${search}`);
  const { stock, query } = useGroupStock({ search, first: PAGE_SIZE, after: paging.after });
  const [requesting, setRequesting] = useState<GroupStockVehicle | null>(null);
  const vehicles = stock?.edges.map((edge) => edge.node) ?? [];
  return (
    <>
      <TextField
        size="small"
        fullWidth
        label={t('inventoryRequests.stock.search')}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        sx={{ mb: 2, maxWidth: 480 }}
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
      {stock?.note && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {stock.note}
        </Alert>
      )}
      <ListTable
        query={query}
        loadingLabel={t('inventoryRequests.stock.loading')}
        empty={
          vehicles.length === 0 &&
          !stock?.note && (
            <EmptyState title={search ? t('inventoryRequests.stock.noMatch') : t('inventoryRequests.stock.empty')} />
          )
        }
        label={t('inventoryRequests.stock.label', { group: stock?.dealerGroup?.name ?? '' })}
        minWidth={760}
        size="small"
        columns={[
          t('inventoryRequests.column.vehicle'),
          t('inventoryRequests.column.rooftop'),
          t('inventoryRequests.column.mileage'),
          t('inventoryRequests.column.listPrice'),
          t('inventoryRequests.column.daysInStock'),
          t('inventoryRequests.column.status'),
        ]}
        actions={canRequest}
      >
        {vehicles.map((vehicle) => (
          <TableRow key={vehicle.id} data-testid="group-stock-vehicle">
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {stockTitle(vehicle)}
              </Typography>
            </TableCell>
            <TableCell>{vehicle.rooftop}</TableCell>
            <TableCell>{format.number(vehicle.mileage)}</TableCell>
            <TableCell>{format.money(vehicle.listPriceCents)}</TableCell>
            <TableCell>
              <AgeChip days={vehicle.daysInStock} />
            </TableCell>
            <TableCell>
              <StatusChip status={vehicle.status} />
            </TableCell>
            {canRequest && (
              <ActionsCell>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setRequesting(vehicle)}
                  aria-label={t('inventoryRequests.request.open', {
                    vehicle: stockTitle(vehicle),
                    rooftop: vehicle.rooftop,
                  })}
                >
                  {t('inventoryRequests.request.button')}
                </Button>
              </ActionsCell>
            )}
          </TableRow>
        ))}
      </ListTable>
      <CursorPagination connection={stock} paging={paging} pageSize={PAGE_SIZE} />
      {requesting && <RequestDialog vehicle={requesting} onClose={() => setRequesting(null)} />}
    </>
  );
}

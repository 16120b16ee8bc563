import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetMarketRecordsDocument } from '../../../../graphql/generated/operations/GetMarketRecords';
import type { MarketChannel, MarketRecordSource } from '../../../../graphql/generated/types';
import { GRAPH_PAGES } from '../../../shared/graph-pages';
import { MARKET_CHANNELS, MARKET_RECORD_SOURCES } from '../../../shared/market/records';
import { useFormat } from '../../common/format';
import { EmptyState, QueryState } from '../../common/loading';
import { useCursorPaging } from '../../common/use-cursor-paging';
import { useDebouncedValue } from '../../common/use-debounced-value';

const PAGE_SIZES: number[] = [...GRAPH_PAGES.marketRecords];
type Filters = {
  make: string;
  model: string;
  channel: MarketChannel | '';
  source: MarketRecordSource | '';
  sold: '' | 'sold' | 'listed';
};
const NO_FILTERS: Filters = { make: '', model: '', channel: '', source: '', sold: '' };

/** The organization's market records, filtered and paged (by cursor) by the server, with how many match. */
export function MarketRecordsTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const make = useDebouncedValue(filters.make.trim());
  const model = useDebouncedValue(filters.model.trim());
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const filter = {
    make: make || undefined,
    // The graph reads a model only with its make (the segment is both).
    model: make && model ? model : undefined,
    channel: filters.channel || undefined,
    source: filters.source || undefined,
    sold: filters.sold === '' ? undefined : filters.sold === 'sold',
  };
  const paging = useCursorPaging(JSON.stringify([filter, pageSize]));
  const { data, previousData, loading, error, refetch } = useQuery(GetMarketRecordsDocument, {
    variables: { filter, first: pageSize, after: paging.after },
  });
  const connection = (data ?? previousData)?.marketRecords;
  const records = connection?.edges.map((edge) => edge.node) ?? [];
  const narrowed = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const change = (next: Partial<Filters>) => setFilters((current) => ({ ...current, ...next }));
  const field = { size: 'small', sx: { minWidth: 160, flex: { xs: '1 1 100%', sm: '0 1 auto' } } } as const;

  return (
    <Box>
      <Box
        role="search"
        aria-label={t('marketData.records.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2 }}
      >
        <TextField
          {...field}
          label={t('marketData.filters.make')}
          value={filters.make}
          onChange={(event) => change({ make: event.target.value })}
        />
        <TextField
          {...field}
          label={t('marketData.filters.model')}
          value={filters.model}
          helperText={filters.model.trim() && !filters.make.trim() ? t('marketData.filters.modelNeedsMake') : undefined}
          onChange={(event) => change({ model: event.target.value })}
        />
        <TextField
          {...field}
          select
          label={t('marketData.field.channel')}
          value={filters.channel}
          onChange={(event) => change({ channel: event.target.value as Filters['channel'] })}
        >
          <MenuItem value="">{t('marketData.filters.all')}</MenuItem>
          {MARKET_CHANNELS.map((channel) => (
            <MenuItem key={channel} value={channel}>
              {t(`marketData.channel.${channel}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field}
          select
          label={t('marketData.field.source')}
          value={filters.source}
          onChange={(event) => change({ source: event.target.value as Filters['source'] })}
        >
          <MenuItem value="">{t('marketData.filters.all')}</MenuItem>
          {MARKET_RECORD_SOURCES.map((source) => (
            <MenuItem key={source} value={source}>
              {t(`marketData.source.${source}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field}
          select
          label={t('marketData.filters.sold')}
          value={filters.sold}
          onChange={(event) => change({ sold: event.target.value as Filters['sold'] })}
        >
          <MenuItem value="">{t('marketData.filters.all')}</MenuItem>
          <MenuItem value="sold">{t('marketData.filters.soldOnly')}</MenuItem>
          <MenuItem value="listed">{t('marketData.filters.listedOnly')}</MenuItem>
        </TextField>
        {narrowed && <Button onClick={() => setFilters(NO_FILTERS)}>{t('marketData.filters.clear')}</Button>}
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ px: 2, pb: 1 }}
        role="status"
        data-testid="market-records-count"
      >
        {connection ? t('marketData.records.count', { count: connection.totalCount }) : ''}
      </Typography>
      <Box sx={{ height: 4 }}>{loading && connection && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <QueryState
        loaded={Boolean(connection)}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingLabel={t('marketData.records.loading')}
        empty={
          records.length === 0 && (
            <EmptyState
              title={narrowed ? t('marketData.records.noMatch') : t('marketData.records.empty')}
              body={narrowed ? undefined : t('marketData.records.emptyBody')}
            />
          )
        }
      >
        {/* Rows hold nothing to focus: the scroll box itself takes the focus, so keys scroll it sideways on a phone. */}
        <TableContainer tabIndex={0} role="region" aria-label={t('marketData.records.label')}>
          <Table size="small" aria-label={t('marketData.records.label')} sx={{ minWidth: 1100 }}>
            <TableHead>
              <TableRow>
                {[
                  t('marketData.records.vehicle'),
                  t('marketData.field.mileage'),
                  t('marketData.field.price'),
                  t('marketData.field.channel'),
                  t('marketData.field.source'),
                  t('marketData.field.zip'),
                  t('marketData.field.dealerName'),
                  t('marketData.field.firstSeenOn'),
                  t('marketData.records.status'),
                  t('marketData.records.daysOnMarket'),
                ].map((label) => (
                  <TableCell key={label}>{label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {records.map((record) => (
                <TableRow key={record.id} hover>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {record.year} {record.make} {record.model}
                    </Typography>
                    {record.trim && (
                      <Typography variant="caption" color="text.secondary">
                        {record.trim}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{t('marketData.records.miles', { miles: format.number(record.mileage) })}</TableCell>
                  <TableCell>{format.money(record.priceCents)}</TableCell>
                  <TableCell>{t(`marketData.channel.${record.channel}`)}</TableCell>
                  <TableCell>{t(`marketData.source.${record.source}`)}</TableCell>
                  <TableCell>{record.zip}</TableCell>
                  <TableCell>{record.dealerName ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.calendarDate(record.firstSeenOn)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {record.soldOn
                      ? t('marketData.records.soldOn', { date: format.calendarDate(record.soldOn) })
                      : t('marketData.records.listedUntil', { date: format.calendarDate(record.lastSeenOn) })}
                  </TableCell>
                  <TableCell>{format.number(record.daysOnMarket)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </QueryState>
      {connection && connection.totalCount > 0 && (
        <TablePagination
          component="div"
          count={connection.totalCount}
          page={paging.page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => setPageSize(Number(event.target.value))}
          onPageChange={(_event, next) => paging.goTo(next, connection.pageInfo.endCursor)}
          labelRowsPerPage={t('marketData.records.perPage')}
        />
      )}
    </Box>
  );
}

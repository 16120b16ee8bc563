import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../common/format';
import { EmptyState } from '../../common/loading';
import type { FastSeller } from './use-dealer-insights';

const COLUMNS = ['segment', 'marketDaysSupply', 'sold', 'averagePrice', 'ownUnits'] as const;

/** The segments nearby that sell fastest (lowest market days supply), with the dealer's own units in each. */
export function FastSellers({ rows }: { rows: readonly FastSeller[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t('dealerInsights.fastSellers.title');
  return (
    <Card component="section" aria-label={title} sx={{ mb: 3, minWidth: 0, breakInside: 'avoid' }}>
      <Typography component="h2" variant="h6" sx={{ p: 2, pb: 0 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {t('dealerInsights.fastSellers.description')}
      </Typography>
      {rows.length === 0 ? (
        <EmptyState title={t('dealerInsights.fastSellers.empty')} />
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label={t('dealerInsights.tableRegion', { title })}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={column === 'segment' ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                    {t(`dealerInsights.fastSellers.column.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.segment} data-testid="fast-seller">
                  <TableCell>{row.segment}</TableCell>
                  <TableCell align="right">{format.decimal(row.marketDaysSupply)}</TableCell>
                  <TableCell align="right">{format.number(row.soldLast45Days)}</TableCell>
                  <TableCell align="right">{row.averagePrice == null ? '—' : format.usd(row.averagePrice)}</TableCell>
                  <TableCell align="right">{format.number(row.ownUnits)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}

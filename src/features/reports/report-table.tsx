import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../common/loading';
import { useFigureFormat } from './figure-format';
import { FigureValue, useMissingReason } from './report-figure';
import { saveCsv } from '../common/save-file';
import { csvFileName, reportCsv, type CsvColumn } from './report-csv';
import type { DayRange } from './range-presets';

export type ReportColumn<Row> = CsvColumn<Row> & {
  /** Its header under `reports.column.<key>`. */
  key: string;
  /** What the cell shows, when not the formatted value (a link, a label). */
  render?: (row: Row) => ReactNode;
  costBased?: boolean;
};

type ReportTableProps<Row> = {
  /** `reports.table.<id>` names it; the CSV file is named after it. */
  id: string;
  report: string;
  range: DayRange;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  costWithheld: boolean;
  /** Every row for the CSV, when the table shows only the first page. */
  loadAllRows?: () => Promise<Row[]>;
  note?: ReactNode;
};

type Sort = { key: string; direction: 'asc' | 'desc' } | null;

function compare(left: string | number | null | undefined, right: string | number | null | undefined): number {
  // Nulls last whichever way the column is sorted.
  if (left == null) return right == null ? 0 : 1;
  if (right == null) return -1;
  return typeof left === 'number' && typeof right === 'number'
    ? left - right
    : String(left).localeCompare(String(right));
}

/** A report's table in its card (scrolling inside it on a phone), sortable by any column, exported as CSV with the same columns. */
export function ReportTable<Row>({
  id,
  report,
  range,
  columns,
  rows,
  rowKey,
  costWithheld,
  loadAllRows,
  note,
}: ReportTableProps<Row>) {
  const { t } = useTranslation();
  const formatFigure = useFigureFormat();
  const missingReason = useMissingReason();
  const [sort, setSort] = useState<Sort>(null);
  const [exporting, setExporting] = useState(false);
  const title = t(`reports.table.${id}`);
  const sortColumn = sort && columns.find((column) => column.key === sort.key);
  const shown = sortColumn
    ? [...rows].sort((left, right) => {
        const order = compare(sortColumn.value(left), sortColumn.value(right));
        return sort.direction === 'asc' || order === 0 ? order : -order;
      })
    : rows;
  const toggle = (key: string) =>
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'desc' },
    );

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = loadAllRows ? await loadAllRows() : shown;
      const header = columns.map((column) => t(`reports.column.${column.key}`));
      saveCsv(csvFileName(report, id, range), reportCsv(header, columns, all));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card component="section" aria-label={title} sx={{ mb: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 2, pb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button
          size="small"
          startIcon={<Download />}
          onClick={() => void exportCsv()}
          disabled={exporting || rows.length === 0}
          sx={{ displayPrint: 'none' }}
          aria-label={t('reports.exportCsvOf', { table: title })}
        >
          {t('reports.exportCsv')}
        </Button>
      </Box>
      {note && <Box sx={{ px: 2, pb: 1 }}>{note}</Box>}
      {rows.length === 0 ? (
        <EmptyState title={t('reports.emptyTable')} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.kind === 'text' ? 'left' : 'right'}
                    sortDirection={sort?.key === column.key ? sort.direction : false}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    <TableSortLabel
                      active={sort?.key === column.key}
                      direction={sort?.key === column.key ? sort.direction : 'desc'}
                      onClick={() => toggle(column.key)}
                    >
                      {t(`reports.column.${column.key}`)}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row, index) => (
                <TableRow key={rowKey(row, index)}>
                  {columns.map((column) => {
                    const value = column.value(row);
                    const text =
                      column.kind === 'text'
                        ? String(value ?? '—')
                        : formatFigure.value(column.kind, value as number | null);
                    return (
                      <TableCell
                        key={column.key}
                        align={column.kind === 'text' ? 'left' : 'right'}
                        sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                      >
                        <FigureValue
                          text={text}
                          missing={value == null}
                          why={missingReason(column.costBased, costWithheld)}
                        >
                          {column.render?.(row)}
                        </FigureValue>
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}

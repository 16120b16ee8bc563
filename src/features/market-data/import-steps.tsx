import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ImportRejection } from '../../shared/inventory/import-row';
import type { Mapping } from '../../shared/market/csv';
import { IMPORT_KINDS, type ImportKind } from './import-kinds';
import type { MappedRow, MarketImportOutcome } from './use-market-import';

const PREVIEW_ROWS = 8;

/** One select per field: which column of the file holds it (as guessed, changeable). */
export function MarketImportMapping(props: {
  kind: ImportKind;
  headers: string[];
  mapping: Mapping<string>;
  onChange: (mapping: Mapping<string>) => void;
}) {
  const { t } = useTranslation();
  const { fields, required } = IMPORT_KINDS[props.kind];
  const unmapped = required.filter((field) => props.mapping[field] === undefined);
  const choose = (field: string, value: string) => {
    const next: Mapping<string> = { ...props.mapping };
    // A column feeds one field: choosing it here takes it from any other.
    for (const other of fields) if (value !== '' && next[other] === Number(value)) delete next[other];
    if (value === '') delete next[field];
    else next[field] = Number(value);
    props.onChange(next);
  };
  return (
    <Box component="section" aria-labelledby="market-import-mapping-title" sx={{ mb: 3 }}>
      <Typography id="market-import-mapping-title" variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
        {t('marketData.import.mappingTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('marketData.import.mappingHint')}
      </Typography>
      <Grid container spacing={1.5}>
        {fields.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              select
              size="small"
              fullWidth
              label={`${t(`marketData.field.${field}`)}${required.includes(field) ? ' *' : ''}`}
              value={props.mapping[field] === undefined ? '' : String(props.mapping[field])}
              error={unmapped.includes(field)}
              onChange={(event) => choose(field, event.target.value)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">
                <em>{t('marketData.import.notImported')}</em>
              </MenuItem>
              {props.headers.map((header, index) => (
                <MenuItem key={index} value={String(index)}>
                  {header || t('marketData.import.column', { number: index + 1 })}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        ))}
      </Grid>
      {unmapped.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('marketData.import.unmappedRequired', {
            count: unmapped.length,
            fields: unmapped.map((field) => t(`marketData.field.${field}`)).join(', '),
          })}
        </Alert>
      )}
    </Box>
  );
}

/** The graph's check of every row (nothing stored): how many are ready, the first rows, and every line refused with its reason. */
export function MarketImportPreview(props: {
  kind: ImportKind;
  rows: MappedRow[];
  checked: MarketImportOutcome | null;
  total: number;
}) {
  const { t } = useTranslation();
  const { preview } = IMPORT_KINDS[props.kind];
  const reasons = new Map(props.checked?.rejected.map((rejection) => [rejection.line, rejection.reason]));
  const ready = props.checked ? props.total - props.checked.rejected.length : 0;
  return (
    <Box component="section" aria-labelledby="market-import-preview-title">
      <Typography id="market-import-preview-title" variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
        {t('marketData.import.previewTitle')}
      </Typography>
      <Typography
        variant="body2"
        color={props.checked && props.checked.rejected.length > 0 ? 'warning.main' : 'text.secondary'}
        sx={{ mb: 1 }}
        role="status"
        data-testid="market-import-summary"
      >
        {props.checked
          ? `${t('marketData.import.previewReady', { count: ready })} ${props.checked.rejected.length > 0 ? t('marketData.import.previewProblems', { count: props.checked.rejected.length }) : ''}`.trim()
          : t('marketData.import.checking')}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 320, mb: 2 }}>
        <Table size="small" stickyHeader aria-labelledby="market-import-preview-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('marketData.import.line')}</TableCell>
              {preview.map((field) => (
                <TableCell key={field}>{t(`marketData.field.${field}`)}</TableCell>
              ))}
              <TableCell sx={{ minWidth: 220 }}>{t('marketData.import.check')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.slice(0, PREVIEW_ROWS).map((row) => {
              const reason = reasons.get(row.line);
              return (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  {preview.map((field) => (
                    <TableCell key={field} sx={{ whiteSpace: 'nowrap' }}>
                      {row[field] ?? ''}
                    </TableCell>
                  ))}
                  <TableCell>
                    {!props.checked ? (
                      t('marketData.import.checking')
                    ) : reason === undefined ? (
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
                        <CheckCircleOutlineOutlined fontSize="small" />
                        <span>{t('marketData.import.ready')}</span>
                      </Stack>
                    ) : (
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', color: 'error.main' }}>
                        <ErrorOutlineOutlined fontSize="small" />
                        <span>{reason}</span>
                      </Stack>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {props.checked && props.checked.rejected.length > 0 && (
        <RejectedLines rejected={props.checked.rejected} id="market-import-refused-title" />
      )}
    </Box>
  );
}

/** Every line not imported, with the reason. */
function RejectedLines({ rejected, id }: { rejected: ImportRejection[]; id: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle1" component="h3" id={id} sx={{ mb: 1 }}>
        {t('marketData.import.rejectedTitle')}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 280 }}>
        <Table size="small" stickyHeader aria-labelledby={id} data-testid={id}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80 }}>{t('marketData.import.line')}</TableCell>
              <TableCell>{t('marketData.import.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rejected.map((rejection) => (
              <TableRow key={`${rejection.line}-${rejection.reason}`}>
                <TableCell>{rejection.line}</TableCell>
                <TableCell>{rejection.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** What the import stored, and every line it did not. */
export function MarketImportResult({ outcome }: { outcome: MarketImportOutcome }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Alert
        severity={outcome.rejected.length > 0 ? 'warning' : 'success'}
        sx={{ mb: 2 }}
        data-testid="market-import-result"
      >
        {`${t('marketData.import.result', { count: outcome.stored })} ${t('marketData.import.resultRejected', { count: outcome.rejected.length })}`}
      </Alert>
      {outcome.rejected.length > 0 && (
        <RejectedLines rejected={outcome.rejected} id="market-import-result-refused-title" />
      )}
    </Box>
  );
}

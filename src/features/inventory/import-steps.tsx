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
import { unmappedRequired, type ColumnMapping } from '../../shared/inventory/csv';
import {
  IMPORT_FIELDS,
  REQUIRED_FOR_NEW,
  type ImportField,
  type ImportPlan,
  type ImportRejection,
  type RawImportRow,
} from '../../shared/inventory/import-row';
import type { ImportOutcome } from './use-vehicle-import';

const PREVIEW_ROWS = 5;
const PREVIEW_FIELDS: ImportField[] = [
  'vin',
  'stockNumber',
  'year',
  'make',
  'model',
  'mileage',
  'listPrice',
  'acquiredDate',
  'status',
];

/** One select per vehicle field: which column of the file holds it (as guessed, changeable). */
export function ImportMapping(props: {
  headers: string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
  canSeeCost: boolean;
}) {
  const { t } = useTranslation();
  const fields = IMPORT_FIELDS.filter((field) => field !== 'cost' || props.canSeeCost);
  const unmapped = unmappedRequired(props.mapping);
  // The VIN has its own message: without it nothing can be imported at all.
  const unmappedForNew = unmapped.filter((field) => field !== 'vin');
  const choose = (field: ImportField, value: string) => {
    const next: ColumnMapping = { ...props.mapping };
    // A column feeds one field: choosing it here takes it from any other.
    for (const other of IMPORT_FIELDS) if (value !== '' && next[other] === Number(value)) delete next[other];
    if (value === '') delete next[field];
    else next[field] = Number(value);
    props.onChange(next);
  };
  return (
    <Box component="section" aria-labelledby="import-mapping-title" sx={{ mb: 3 }}>
      <Typography id="import-mapping-title" variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
        {t('inventory.import.mappingTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('inventory.import.mappingHint')}
      </Typography>
      <Grid container spacing={1.5}>
        {fields.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              select
              size="small"
              fullWidth
              label={`${t(`inventory.field.${field}`)}${REQUIRED_FOR_NEW.includes(field) ? ' *' : ''}`}
              value={props.mapping[field] === undefined ? '' : String(props.mapping[field])}
              error={unmapped.includes(field)}
              helperText={unmapped.includes(field) ? t('inventory.import.neededForNew') : undefined}
              onChange={(event) => choose(field, event.target.value)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">
                <em>{t('inventory.import.notImported')}</em>
              </MenuItem>
              {props.headers.map((header, index) => (
                <MenuItem key={index} value={String(index)}>
                  {header || t('inventory.import.column', { number: index + 1 })}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        ))}
      </Grid>
      {props.mapping.vin === undefined && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('inventory.import.needsVin')}
        </Alert>
      )}
      {unmappedForNew.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('inventory.import.unmappedRequired', {
            count: unmappedForNew.length,
            fields: unmappedForNew.map((field) => t(`inventory.field.${field}`)).join(', '),
          })}
        </Alert>
      )}
    </Box>
  );
}

/**
 * The first rows as they will be read, each with whether the import will take it and why not;
 * `plans` is null while the graph is asked which VINs are in inventory.
 */
export function ImportPreview({
  rows,
  plans,
  rejectedInFile,
}: {
  rows: RawImportRow[];
  plans: ImportPlan[] | null;
  rejectedInFile: ImportRejection[];
}) {
  const { t } = useTranslation();
  const ready = plans?.filter((plan) => plan.ok).length ?? 0;
  const problems = (plans?.length ?? 0) - ready + rejectedInFile.length;
  return (
    <Box component="section" aria-labelledby="import-preview-title">
      <Typography id="import-preview-title" variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
        {t('inventory.import.previewTitle')}
      </Typography>
      <Typography
        variant="body2"
        color={problems > 0 ? 'warning.main' : 'text.secondary'}
        sx={{ mb: 1 }}
        role="status"
        data-testid="import-summary"
      >
        {plans
          ? `${t('inventory.import.previewReady', { count: ready })} ${problems > 0 ? t('inventory.import.previewProblems', { count: problems }) : ''}`.trim()
          : t('inventory.import.checking')}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-labelledby="import-preview-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('inventory.import.line')}</TableCell>
              {PREVIEW_FIELDS.map((field) => (
                <TableCell key={field}>{t(`inventory.field.${field}`)}</TableCell>
              ))}
              <TableCell sx={{ minWidth: 220 }}>{t('inventory.import.check')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, PREVIEW_ROWS).map((row, index) => {
              const result = plans?.[index];
              return (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  {PREVIEW_FIELDS.map((field) => (
                    <TableCell
                      key={field}
                      sx={{ whiteSpace: 'nowrap', fontFamily: field === 'vin' ? 'monospace' : undefined }}
                    >
                      {row[field] ?? ''}
                    </TableCell>
                  ))}
                  <TableCell>
                    {!result ? (
                      <span>{t('inventory.import.checking')}</span>
                    ) : result.ok ? (
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
                        <CheckCircleOutlineOutlined fontSize="small" />
                        <span>{t('inventory.import.ready')}</span>
                      </Stack>
                    ) : (
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', color: 'error.main' }}>
                        <ErrorOutlineOutlined fontSize="small" />
                        <span>{result.reason}</span>
                      </Stack>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** What the import did, and every line it did not import with the reason. */
export function ImportResult({ outcome }: { outcome: ImportOutcome }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Alert severity={outcome.rejected.length > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
        {t('inventory.import.result', {
          created: outcome.created,
          updated: outcome.updated,
          unchanged: outcome.unchanged,
          rejected: outcome.rejected.length,
        })}
      </Alert>
      {outcome.rejected.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" id="import-rejected-title" sx={{ mb: 1 }}>
            {t('inventory.import.rejectedTitle')}
          </Typography>
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 360 }}>
            <Table size="small" stickyHeader aria-labelledby="import-rejected-title">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 80 }}>{t('inventory.import.line')}</TableCell>
                  <TableCell>{t('inventory.import.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {outcome.rejected.map((rejection) => (
                  <TableRow key={`${rejection.line}-${rejection.reason}`}>
                    <TableCell>{rejection.line}</TableCell>
                    <TableCell>{rejection.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}

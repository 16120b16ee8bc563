import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvRejection, Mapping } from '../shared/csv/read';
import type { CsvImportField, CsvImportRow } from './use-csv-import';

/** One select per field: which column of the file holds it (as guessed, changeable); `alerts` say what is missing. */
export function CsvImportMapping<F extends string>(props: {
  texts: string;
  idPrefix: string;
  fields: readonly CsvImportField<F>[];
  headers: string[];
  mapping: Mapping<F>;
  unmapped: readonly F[];
  onChange: (mapping: Mapping<F>) => void;
  alerts?: ReactNode;
}) {
  const { t } = useTranslation();
  const { texts, fields, mapping, unmapped } = props;
  const choose = (field: F, value: string) => {
    const next: Mapping<F> = { ...mapping };
    // A column feeds one field: choosing it here takes it from any other.
    for (const other of fields) if (value !== '' && next[other.name] === Number(value)) delete next[other.name];
    if (value === '') delete next[field];
    else next[field] = Number(value);
    props.onChange(next);
  };
  const titleId = `${props.idPrefix}-mapping-title`;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
        {t(`${texts}.mappingTitle`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`${texts}.mappingHint`)}
      </Typography>
      <Grid container spacing={1.5}>
        {fields.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              select
              size="small"
              fullWidth
              label={`${field.label}${field.required ? ' *' : ''}`}
              value={mapping[field.name] === undefined ? '' : String(mapping[field.name])}
              error={unmapped.includes(field.name)}
              helperText={unmapped.includes(field.name) ? field.unmappedHint : undefined}
              onChange={(event) => choose(field.name, event.target.value)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">
                <em>{t(`${texts}.notImported`)}</em>
              </MenuItem>
              {props.headers.map((header, index) => (
                <MenuItem key={index} value={String(index)}>
                  {header || t(`${texts}.column`, { number: index + 1 })}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        ))}
      </Grid>
      {props.alerts}
    </Box>
  );
}

/**
 * The first rows as they will be read, each with whether the import will take it and why not
 * (`rejected` is null while the rows are being checked), and how many of the file's lines are ready.
 */
export function CsvImportPreview<F extends string>(props: {
  texts: string;
  idPrefix: string;
  /** The fields shown beside each row's line and its check. */
  shownFields: readonly CsvImportField<F>[];
  rows: CsvImportRow<F>[];
  shownRows: number;
  total: number;
  rejected: CsvRejection[] | null;
  /** Lists every line not to be imported below the table. */
  listRejected: boolean;
}) {
  const { t } = useTranslation();
  const { texts, rejected } = props;
  const shown = props.shownFields;
  const reasons = new Map(rejected?.map((rejection) => [rejection.line, rejection.reason]));
  const problems = rejected?.length ?? 0;
  const titleId = `${props.idPrefix}-preview-title`;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
        {t(`${texts}.previewTitle`)}
      </Typography>
      <Typography
        variant="body2"
        color={problems > 0 ? 'warning.main' : 'text.secondary'}
        sx={{ mb: 1 }}
        role="status"
        data-testid={`${props.idPrefix}-summary`}
      >
        {rejected
          ? `${t(`${texts}.previewReady`, { count: props.total - problems })} ${problems > 0 ? t(`${texts}.previewProblems`, { count: problems }) : ''}`.trim()
          : t(`${texts}.checking`)}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 320, mb: 2 }}>
        <Table size="small" stickyHeader aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>{t(`${texts}.line`)}</TableCell>
              {shown.map((field) => (
                <TableCell key={field.name}>{field.label}</TableCell>
              ))}
              <TableCell sx={{ minWidth: 220 }}>{t(`${texts}.check`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.slice(0, props.shownRows).map((row) => {
              const reason = reasons.get(row.line);
              return (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  {shown.map((field) => (
                    <TableCell
                      key={field.name}
                      sx={{ whiteSpace: 'nowrap', fontFamily: field.monospace ? 'monospace' : undefined }}
                    >
                      {row[field.name] ?? ''}
                    </TableCell>
                  ))}
                  <TableCell>
                    {!rejected ? (
                      t(`${texts}.checking`)
                    ) : reason === undefined ? (
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
                        <CheckCircleOutlineOutlined fontSize="small" />
                        <span>{t(`${texts}.ready`)}</span>
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
      {props.listRejected && rejected && rejected.length > 0 && (
        <CsvRejectedLines texts={texts} rejected={rejected} id={`${props.idPrefix}-refused-title`} />
      )}
    </Box>
  );
}

/** Every line not imported, with the reason. */
export function CsvRejectedLines({ texts, rejected, id }: { texts: string; rejected: CsvRejection[]; id: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle1" component="h3" id={id} sx={{ mb: 1 }}>
        {t(`${texts}.rejectedTitle`)}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-labelledby={id} data-testid={id}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80 }}>{t(`${texts}.line`)}</TableCell>
              <TableCell>{t(`${texts}.reason`)}</TableCell>
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

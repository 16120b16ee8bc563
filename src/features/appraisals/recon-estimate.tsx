import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetInspectionTemplatesDocument } from '../../../graphql/generated/operations/GetInspectionTemplates';
import type { AppraisalReconLineInput } from '../../../graphql/generated/types';
import { useCanDo } from '../access/use-can-do';
import { APPRAISAL_LIMITS } from '../../shared/appraisals/limits';
import { useFormat } from '../common/format';
import { centsFromInput, inputFromCents } from '../inventory/money-input';

type Line = { description: string; amount: string };

const {
  maxReconLines: MAX_LINES,
  maxReconLineDescription: MAX_DESCRIPTION,
  maxReconLineCents: MAX_AMOUNT_CENTS,
} = APPRAISAL_LIMITS;

/** The lines as the graph takes them; null while one of them is not a line yet. */
function linesOf(lines: Line[]): AppraisalReconLineInput[] | null {
  const result: AppraisalReconLineInput[] = [];
  for (const line of lines) {
    const cents = centsFromInput(line.amount);
    if (!line.description.trim() || cents == null || cents > MAX_AMOUNT_CENTS) return null;
    result.push({ description: line.description.trim(), amountCents: cents });
  }
  return result;
}

/**
 * The reconditioning estimate: quick lines of a description and an amount. A draft's lines are
 * edited here and saved together (the offer follows them); otherwise they are read.
 */
export function ReconEstimate({
  lines: saved,
  templateKey: savedTemplateKey,
  editable,
  busy,
  onSave,
}: {
  lines: { description: string; amountCents: number }[];
  templateKey: string | null;
  editable: boolean;
  busy: boolean;
  onSave: (lines: AppraisalReconLineInput[], templateKey: string | null) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  // The recon area's inspection templates, for those who may open it: a template's sections become lines to price.
  const readsRecon = useCanDo('readRecon');
  const templates = useQuery(GetInspectionTemplatesDocument, { skip: !editable || !readsRecon });
  const [templateKey, setTemplateKey] = useState(savedTemplateKey);
  const initial = () =>
    saved.map((line) => ({ description: line.description, amount: inputFromCents(line.amountCents) }));
  const [lines, setLines] = useState<Line[]>(initial);
  const [submitted, setSubmitted] = useState(false);
  const parsed = linesOf(lines);
  const changed =
    templateKey !== savedTemplateKey ||
    JSON.stringify(parsed ?? lines) !==
      JSON.stringify(saved.map(({ description, amountCents }) => ({ description, amountCents })));
  const total = saved.reduce((sum, line) => sum + line.amountCents, 0);
  const setLine = (index: number, change: Partial<Line>) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...change } : line)));

  async function save() {
    setSubmitted(true);
    if (!parsed) return;
    if (await onSave(parsed, templateKey)) setSubmitted(false);
  }

  function startFrom(key: string) {
    const template = templates.data?.inspectionTemplates.find((candidate) => candidate.key === key);
    if (!template) return;
    setTemplateKey(key);
    setLines((current) => {
      const present = new Set(current.map((line) => line.description.trim().toLowerCase()));
      const added = template.sections
        .filter((section) => !present.has(section.name.toLowerCase()))
        .map((section) => ({ description: section.name, amount: '' }));
      return [...current, ...added].slice(0, MAX_LINES);
    });
  }

  return (
    <Card component="section" aria-labelledby="appraisal-recon" sx={{ p: 2, mb: 2 }}>
      <Typography id="appraisal-recon" component="h2" variant="h6">
        {t('appraisals.recon.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('appraisals.recon.total', { total: format.dollars(total), count: saved.length })}
      </Typography>
      {!editable ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {saved.map((line, index) => (
            <li key={index}>
              <Typography variant="body2">
                {line.description}: {format.dollars(line.amountCents)}
              </Typography>
            </li>
          ))}
        </Box>
      ) : (
        <>
          {lines.map((line, index) => {
            const amountWrong =
              submitted &&
              (centsFromInput(line.amount) == null || (centsFromInput(line.amount) ?? 0) > MAX_AMOUNT_CENTS);
            return (
              <Box
                key={index}
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5 }}
                data-testid="recon-line"
              >
                <TextField
                  label={t('appraisals.recon.description')}
                  value={line.description}
                  onChange={(event) => setLine(index, { description: event.target.value })}
                  error={submitted && !line.description.trim()}
                  helperText={
                    submitted && !line.description.trim() ? t('appraisals.recon.descriptionMissing') : undefined
                  }
                  slotProps={{ htmlInput: { maxLength: MAX_DESCRIPTION } }}
                  sx={{ flex: 2 }}
                />
                <TextField
                  label={t('appraisals.recon.amount')}
                  value={line.amount}
                  onChange={(event) => setLine(index, { amount: event.target.value })}
                  error={amountWrong}
                  helperText={amountWrong ? t('appraisals.recon.amountWrong') : undefined}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                  sx={{ flex: 1, minWidth: 110 }}
                />
                <IconButton
                  aria-label={t('appraisals.recon.remove', { line: line.description || index + 1 })}
                  onClick={() => setLines((current) => current.filter((_line, at) => at !== index))}
                  sx={{ width: 48, height: 48, mt: 0.5 }}
                >
                  <DeleteOutlined />
                </IconButton>
              </Box>
            );
          })}
          {(templates.data?.inspectionTemplates.length ?? 0) > 0 && (
            <TextField
              select
              fullWidth
              size="small"
              label={t('appraisals.recon.template')}
              value={templateKey ?? ''}
              onChange={(event) => startFrom(event.target.value)}
              helperText={t('appraisals.recon.templateHint')}
              sx={{ mb: 2 }}
            >
              {templates.data?.inspectionTemplates.map((template) => (
                <MenuItem key={template.key} value={template.key} sx={{ minHeight: 48 }}>
                  {template.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              startIcon={<Add />}
              disabled={lines.length >= MAX_LINES}
              onClick={() => setLines((current) => [...current, { description: '', amount: '' }])}
              sx={{ minHeight: 48 }}
            >
              {t('appraisals.recon.add')}
            </Button>
            <Button
              variant="contained"
              disabled={busy || !changed}
              onClick={() => void save()}
              sx={{ minHeight: 48, ml: 'auto' }}
            >
              {t('appraisals.recon.save')}
            </Button>
          </Box>
        </>
      )}
    </Card>
  );
}

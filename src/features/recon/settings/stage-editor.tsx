import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RECON_LIMITS } from '../../../shared/recon/workflow';
import { fieldProblems, TARGET_UNITS, type DraftStage, type TargetUnit } from './workflow-draft';

type Props = {
  stage: DraftStage;
  index: number;
  count: number;
  readOnly: boolean;
  onChange: (stage: DraftStage) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
};

/** One stage of the workflow: its name, target, at-risk and overdue points, and whether it starts recon. */
export function StageEditor({ stage, index, count, readOnly, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const problems = fieldProblems(stage);
  const name = stage.name.trim() || t('reconSettings.stage.unnamed', { position: index + 1 });
  const set = (patch: Partial<DraftStage>) => onChange({ ...stage, ...patch });
  const isFrontLine = index === count - 1;

  return (
    <Box component="li" aria-label={name} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      {/* On a phone the name takes the row and the buttons wrap under it, right-aligned. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', justifyContent: 'flex-end' }}>
        <Typography aria-hidden sx={{ pt: 2, minWidth: 24, color: 'text.secondary', fontWeight: 600 }}>
          {index + 1}
        </Typography>
        <TextField
          sx={{ flex: '1 1 220px' }}
          label={t('reconSettings.stage.name')}
          value={stage.name}
          onChange={(event) => set({ name: event.target.value })}
          disabled={readOnly}
          required
          slotProps={{ htmlInput: { maxLength: RECON_LIMITS.maxStageName } }}
        />
        {!readOnly && (
          <Box sx={{ display: 'flex', flexShrink: 0, pt: 0.5 }}>
            <IconButton
              onClick={() => onMove(-1)}
              disabled={index === 0}
              aria-label={t('reconSettings.stage.moveUp', { name })}
            >
              <ArrowUpward />
            </IconButton>
            <IconButton
              onClick={() => onMove(1)}
              disabled={isFrontLine}
              aria-label={t('reconSettings.stage.moveDown', { name })}
            >
              <ArrowDownward />
            </IconButton>
            <IconButton
              onClick={onRemove}
              disabled={count <= RECON_LIMITS.minStages}
              aria-label={t('reconSettings.stage.remove', { name })}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 1fr 1fr auto' },
          gap: 2,
          mt: 2,
          alignItems: 'center',
        }}
      >
        <TextField
          label={t('reconSettings.stage.target')}
          value={stage.target}
          onChange={(event) => set({ target: event.target.value })}
          disabled={readOnly}
          error={problems.target}
          helperText={problems.target ? t('reconSettings.stage.targetInvalid') : t('reconSettings.stage.targetHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          select
          label={t('reconSettings.stage.unit')}
          value={stage.unit}
          onChange={(event) => set({ unit: event.target.value as TargetUnit })}
          disabled={readOnly}
          helperText=" "
        >
          {Object.keys(TARGET_UNITS).map((unit) => (
            <MenuItem key={unit} value={unit}>
              {t(`reconSettings.unit.${unit}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('reconSettings.stage.atRisk')}
          value={stage.atRisk}
          onChange={(event) => set({ atRisk: event.target.value })}
          disabled={readOnly}
          error={problems.atRisk}
          helperText={problems.atRisk ? t('reconSettings.stage.percentInvalid') : t('reconSettings.stage.percentHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label={t('reconSettings.stage.overdue')}
          value={stage.overdue}
          onChange={(event) => set({ overdue: event.target.value })}
          disabled={readOnly}
          error={problems.overdue}
          helperText={problems.overdue ? t('reconSettings.stage.percentInvalid') : t('reconSettings.stage.percentHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormControlLabel
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, mb: { md: 3 } }}
          control={
            <Switch
              checked={stage.startsRecon}
              onChange={(event) => set({ startsRecon: event.target.checked })}
              disabled={readOnly}
            />
          }
          label={t('reconSettings.stage.startsRecon')}
        />
      </Box>
      {isFrontLine && (
        <Chip size="small" variant="outlined" label={t('reconSettings.stage.frontLine')} sx={{ mt: 1 }} />
      )}
    </Box>
  );
}

import ViewColumn from '@mui/icons-material/ViewColumn';
import ViewList from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { ReconStageFieldsFragment } from '../../../graphql/generated/operations/ReconStageFields';
import { hasFilters, UNASSIGNED, type ReconView } from './board-view';

/** Stage, assignee, make and overdue-only filters, and the board/list switch: all in the URL. */
export function ReconFilters({
  view,
  onChange,
  stages,
  assignees,
  makes,
}: {
  view: ReconView;
  onChange: (change: Partial<ReconView>) => void;
  stages: ReconStageFieldsFragment[];
  assignees: { id: string; name: string }[];
  makes: string[];
}) {
  const { t } = useTranslation();
  const select = {
    select: true,
    size: 'small',
    sx: { minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 auto' } },
  } as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField
        {...select}
        label={t('recon.filters.stage')}
        value={view.stage}
        onChange={(event) => onChange({ stage: event.target.value })}
      >
        <MenuItem value="">{t('recon.filters.allStages')}</MenuItem>
        {stages.map((stage) => (
          <MenuItem key={stage.id} value={stage.id}>
            {stage.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label={t('recon.filters.assignee')}
        value={view.assignee}
        onChange={(event) => onChange({ assignee: event.target.value })}
      >
        <MenuItem value="">{t('recon.filters.anyone')}</MenuItem>
        <MenuItem value={UNASSIGNED}>{t('recon.card.unassigned')}</MenuItem>
        {assignees.map((member) => (
          <MenuItem key={member.id} value={member.id}>
            {member.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label={t('recon.filters.make')}
        value={view.make}
        onChange={(event) => onChange({ make: event.target.value })}
      >
        <MenuItem value="">{t('recon.filters.allMakes')}</MenuItem>
        {/* A make from a shared link stays choosable when no card has it now. */}
        {view.make && !makes.includes(view.make) && <MenuItem value={view.make}>{view.make}</MenuItem>}
        {makes.map((make) => (
          <MenuItem key={make} value={make}>
            {make}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={view.overdue} onChange={(event) => onChange({ overdue: event.target.checked })} />}
        label={t('recon.filters.overdue')}
      />
      {hasFilters(view) && (
        <Button size="small" onClick={() => onChange({ stage: '', assignee: '', make: '', overdue: false })}>
          {t('recon.filters.clear')}
        </Button>
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view.layout}
        onChange={(_event, layout: ReconView['layout'] | null) => layout && onChange({ layout })}
        aria-label={t('recon.filters.layout')}
        sx={{ ml: { sm: 'auto' } }}
      >
        <ToggleButton value="board">
          <ViewColumn fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
          {t('recon.filters.board')}
        </ToggleButton>
        <ToggleButton value="list">
          <ViewList fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
          {t('recon.filters.list')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}

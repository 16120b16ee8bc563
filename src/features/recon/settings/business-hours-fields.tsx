import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftHours } from './workflow-draft';

// Monday first, as US shops plan their week; the values are the server's 0 = Sunday … 6 = Saturday.
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** Business hours: off (calendar time) or the open days and hours in a time zone. */
export function BusinessHoursFields({
  hours,
  readOnly,
  onChange,
}: {
  hours: DraftHours;
  readOnly: boolean;
  onChange: (hours: DraftHours) => void;
}) {
  const { t } = useTranslation();
  const daysId = useId();
  const set = (patch: Partial<DraftHours>) => onChange({ ...hours, ...patch });
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={hours.enabled}
            onChange={(event) => set({ enabled: event.target.checked })}
            disabled={readOnly}
          />
        }
        label={t('reconSettings.hours.enabled')}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(hours.enabled ? 'reconSettings.hours.onHint' : 'reconSettings.hours.offHint')}
      </Typography>
      {hours.enabled && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' } }}>
          <TextField
            label={t('reconSettings.hours.timeZone')}
            value={hours.timeZone}
            onChange={(event) => set({ timeZone: event.target.value })}
            disabled={readOnly}
            helperText={t('reconSettings.hours.timeZoneHint')}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
          <TextField
            type="time"
            label={t('reconSettings.hours.opening')}
            value={hours.opening}
            onChange={(event) => set({ opening: event.target.value })}
            disabled={readOnly}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="time"
            label={t('reconSettings.hours.closing')}
            value={hours.closing}
            onChange={(event) => set({ closing: event.target.value })}
            disabled={readOnly}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography id={daysId} variant="body2" sx={{ mb: 1 }}>
              {t('reconSettings.hours.weekdays')}
            </Typography>
            <ToggleButtonGroup
              value={hours.weekdays}
              onChange={(_event, weekdays: number[]) => set({ weekdays })}
              aria-labelledby={daysId}
              disabled={readOnly}
              sx={{ flexWrap: 'wrap' }}
            >
              {WEEKDAYS.map((day) => (
                <ToggleButton
                  key={day}
                  value={day}
                  sx={{ minWidth: 44, minHeight: 44 }}
                  aria-label={t(`reconSettings.day.${day}`)}
                >
                  {t(`reconSettings.dayShort.${day}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        </Box>
      )}
    </Box>
  );
}

import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { VEHICLE_LIMITS, VEHICLE_STATUSES, type VehicleStatus } from '../../shared/inventory/vehicle';

type StatusChangeFieldsProps = {
  status: VehicleStatus;
  onStatusChange: (status: VehicleStatus) => void;
  note: string;
  onNoteChange: (note: string) => void;
  statusLabel: string;
  noteLabel: string;
};

/** The fields of a status change, for one vehicle or many: the new status and a note for its history. */
export function StatusChangeFields({
  status,
  onStatusChange,
  note,
  onNoteChange,
  statusLabel,
  noteLabel,
}: StatusChangeFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        select
        label={statusLabel}
        value={status}
        onChange={(event) => onStatusChange(event.target.value as VehicleStatus)}
        fullWidth
        autoFocus
      >
        {VEHICLE_STATUSES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`inventory.status.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={noteLabel}
        value={note}
        onChange={(event) => onNoteChange(event.target.value)}
        fullWidth
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: VEHICLE_LIMITS.maxReasonLength } }}
      />
    </Stack>
  );
}

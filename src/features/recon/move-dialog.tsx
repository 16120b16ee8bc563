import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconStageFieldsFragment } from '../../../graphql/generated/operations/ReconStageFields';
import { VEHICLE_LIMITS } from '../../shared/inventory/vehicle';
import { FormDialog } from '../common/form-dialog';
import { vehicleName, type ReconCardData } from './use-recon-board';

// The server's limit for a move's note (the same as a status change's reason).
const MAX_NOTE = VEHICLE_LIMITS.maxReasonLength;

/**
 * Move to…: the stage list and an optional note. The keyboard, touch and screen-reader way to move
 * a card (forward, back or skipping stages); closes once the server has answered.
 */
export function MoveDialog({
  card,
  stages,
  onMove,
  onClose,
}: {
  card: ReconCardData;
  stages: ReconStageFieldsFragment[];
  onMove: (card: ReconCardData, stageId: string, note: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [stageId, setStageId] = useState(card.stage.id);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const moved = await onMove(card, stageId, note);
    setBusy(false);
    if (moved) onClose();
  };
  return (
    <FormDialog
      title={t('recon.move.title', { vehicle: vehicleName(card) })}
      submitLabel={busy ? t('recon.move.moving') : t('recon.move.submit')}
      busy={busy}
      canSubmit={stageId !== card.stage.id && note.length <= MAX_NOTE}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <FormControl sx={{ mt: 1 }}>
        <FormLabel id="recon-move-stage">{t('recon.move.stage')}</FormLabel>
        <RadioGroup
          aria-labelledby="recon-move-stage"
          value={stageId}
          onChange={(event) => setStageId(event.target.value)}
        >
          {stages.map((stage) => (
            <FormControlLabel
              key={stage.id}
              value={stage.id}
              control={<Radio />}
              label={stage.id === card.stage.id ? t('recon.move.current', { stage: stage.name }) : stage.name}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        label={t('recon.move.note')}
        helperText={note.length > MAX_NOTE ? t('recon.move.noteTooLong', { max: MAX_NOTE }) : t('recon.move.noteHelp')}
        error={note.length > MAX_NOTE}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
      />
    </FormDialog>
  );
}

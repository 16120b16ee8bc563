import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../common/form-dialog';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { UNASSIGNED } from './board-view';
import { useAssignReconCard, useReconAssignees, vehicleName, type ReconCardData } from './use-recon-board';

/** Who works on a vehicle in recon: an active member of the organization, or nobody. */
export function AssignDialog({ card, onClose }: { card: ReconCardData; onClose: () => void }) {
  const { t } = useTranslation();
  const { assignees, loading } = useReconAssignees();
  const { assign, busy } = useAssignReconCard();
  const act = useGraphQLAction();
  const [choice, setChoice] = useState(card.assignee?.id ?? UNASSIGNED);
  const submit = async () => {
    const person = choice === UNASSIGNED ? null : choice;
    const name = assignees.find((member) => member.id === person)?.name;
    const done = await act(
      () => assign(card.vehicle.id, person),
      name
        ? t('recon.assign.done', { vehicle: vehicleName(card), name })
        : t('recon.assign.cleared', { vehicle: vehicleName(card) }),
    );
    if (done) onClose();
  };
  return (
    <FormDialog
      title={t('recon.assign.title', { vehicle: vehicleName(card) })}
      submitLabel={t('recon.assign.submit')}
      busy={busy}
      canSubmit={!loading && choice !== (card.assignee?.id ?? UNASSIGNED)}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <TextField
        select
        label={t('recon.assign.person')}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        fullWidth
        sx={{ mt: 1 }}
        disabled={loading}
      >
        <MenuItem value={UNASSIGNED}>{t('recon.card.unassigned')}</MenuItem>
        {/* The current assignee stays choosable while the list loads or if they left. */}
        {card.assignee && !assignees.some((member) => member.id === card.assignee!.id) && (
          <MenuItem value={card.assignee.id}>{card.assignee.name}</MenuItem>
        )}
        {assignees.map((member) => (
          <MenuItem key={member.id} value={member.id}>
            {member.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsDealerFieldsFragment } from '../../../graphql/generated/operations/SettingsDealerFields';
import type { DealerInput, DealerPriority } from '../../../graphql/generated/types';
import { DEALER_PRIORITIES } from '../../shared/agent/cadence';
import { FormDialog } from '../common/form-dialog';

type Draft = Record<'name' | 'street' | 'city' | 'state' | 'zip' | 'phone' | 'notes', string> & {
  priority: DealerPriority;
};

const TEXT_FIELDS = ['street', 'city', 'state', 'phone'] as const;

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Adds a dealer to a territory or edits one: name, address, ZIP (the server places it at the
 * ZIP's centroid and names a ZIP it cannot place), phone, priority and notes. `onSave` resolves
 * to an error message (shown under the ZIP when it names the ZIP) or null when it worked.
 */
export function DealerDialog({
  dealer,
  territoryName,
  onSave,
  onClose,
}: {
  dealer: SettingsDealerFieldsFragment | null;
  territoryName: string;
  onSave: (input: Omit<DealerInput, 'territoryId'>) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>({
    name: dealer?.name ?? '',
    street: dealer?.street ?? '',
    city: dealer?.city ?? '',
    state: dealer?.state ?? '',
    zip: dealer?.zip ?? '',
    phone: dealer?.phone ?? '',
    notes: dealer?.notes ?? '',
    priority: dealer?.priority ?? 'P2',
  });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const nameMissing = draft.name.trim() === '';
  const zipInvalid = !/^\d{5}$/.test(draft.zip.trim());
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const zipError = submitted && zipInvalid ? t('territories.dealers.zipInvalid') : serverError;

  async function submit() {
    setSubmitted(true);
    setServerError(null);
    if (nameMissing || zipInvalid) return;
    setBusy(true);
    const error = await onSave({
      name: draft.name.trim(),
      zip: draft.zip.trim(),
      priority: draft.priority,
      notes: optional(draft.notes),
      ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, optional(draft[key])])),
    });
    setBusy(false);
    if (error === null) onClose();
    else setServerError(error);
  }

  return (
    <FormDialog
      title={
        dealer
          ? t('territories.dealers.editTitle', { name: dealer.name })
          : t('territories.dealers.addTitle', { territory: territoryName })
      }
      submitLabel={dealer ? t('common.save') : t('territories.dealers.add')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('territories.dealers.name')}
          value={draft.name}
          onChange={set('name')}
          error={submitted && nameMissing}
          helperText={submitted && nameMissing ? t('common.nameRequired') : undefined}
          required
          autoFocus
          fullWidth
        />
        <TextField label={t('territories.dealers.street')} value={draft.street} onChange={set('street')} fullWidth />
        <Stack direction="row" spacing={1}>
          <TextField label={t('territories.dealers.city')} value={draft.city} onChange={set('city')} fullWidth />
          <TextField
            label={t('territories.dealers.state')}
            value={draft.state}
            onChange={set('state')}
            sx={{ width: 96, flexShrink: 0 }}
          />
        </Stack>
        <Stack direction="row" spacing={1}>
          <TextField
            label={t('territories.dealers.zip')}
            value={draft.zip}
            onChange={set('zip')}
            error={Boolean(zipError)}
            helperText={zipError ?? undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
            required
            fullWidth
          />
          <TextField
            select
            label={t('territories.dealers.priority')}
            value={draft.priority}
            onChange={set('priority')}
            sx={{ width: 120, flexShrink: 0 }}
          >
            {DEALER_PRIORITIES.map((priority) => (
              <MenuItem key={priority} value={priority}>
                {priority}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          label={t('territories.dealers.phone')}
          value={draft.phone}
          onChange={set('phone')}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
          fullWidth
        />
        <TextField
          label={t('territories.dealers.notes')}
          value={draft.notes}
          onChange={set('notes')}
          multiline
          minRows={2}
          fullWidth
        />
      </Stack>
    </FormDialog>
  );
}

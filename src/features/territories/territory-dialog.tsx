import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TerritorySettingsFieldsFragment } from '../../../graphql/generated/operations/TerritorySettingsFields';
import type { TerritoryInput } from '../../../graphql/generated/types';
import { ChipInput } from '../common/chip-input';
import { FormDialog } from '../common/form-dialog';
import { personName } from '../common/format';
import { circleDraftOf, circleInput, circleProblems, TerritoryCircleFields } from './territory-circle-fields';

export type AgentOption = { id: string; firstName: string; lastName: string; email: string };

/** A postal code as stored: trimmed and upper-cased. (A space separates codes, so codes are typed without inner spaces.) */
export const normalizePostalCode = (code: string) => code.trim().toUpperCase();

/**
 * Creates or edits a territory: its name, postal codes (typed as chips, comma or space
 * separated) and/or a center and radius, the field agent who covers it and the visit cadence
 * per priority. `save` resolves to true when it worked.
 */
export function TerritoryDialog({
  territory,
  agents,
  agentsUnavailable,
  onSave,
  onClose,
}: {
  territory: TerritorySettingsFieldsFragment | null;
  agents: AgentOption[];
  agentsUnavailable: boolean;
  onSave: (input: TerritoryInput) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(territory?.name ?? '');
  const [postalCodes, setPostalCodes] = useState<string[]>(territory?.postalCodes ?? []);
  const [agentId, setAgentId] = useState(territory?.agent?.id ?? '');
  const [circle, setCircle] = useState(() => circleDraftOf(territory));
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  // The current agent stays choosable even when they are not in the list (deactivated, or no access to the team).
  const options =
    territory?.agent && !agents.some((agent) => agent.id === territory.agent?.id)
      ? [territory.agent, ...agents]
      : agents;
  const nameMissing = name.trim().length === 0;
  // A territory is its postal codes, its circle, or both: one of them is needed.
  const codesMissing = postalCodes.length === 0 && circle.latitude.trim() === '';

  async function submit() {
    setSubmitted(true);
    if (nameMissing || codesMissing || Object.keys(circleProblems(circle)).length > 0) return;
    setBusy(true);
    const ok = await onSave({ name: name.trim(), postalCodes, agentUserId: agentId || null, ...circleInput(circle) });
    setBusy(false);
    if (ok) onClose();
  }

  return (
    <FormDialog
      title={territory ? t('territories.editTitle', { name: territory.name }) : t('territories.createTitle')}
      submitLabel={territory ? t('common.save') : t('common.create')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          label={t('territories.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={submitted && nameMissing}
          helperText={submitted && nameMissing ? t('common.nameRequired') : undefined}
          required
          autoFocus
          fullWidth
        />
        <ChipInput
          label={t('territories.postalCodes')}
          value={postalCodes}
          onChange={setPostalCodes}
          normalize={normalizePostalCode}
          placeholder={t('territories.postalCodesPlaceholder')}
          error={submitted && codesMissing}
          helperText={
            submitted && codesMissing ? t('territories.postalCodesRequired') : t('territories.postalCodesHint')
          }
        />
        <TerritoryCircleFields draft={circle} onChange={setCircle} submitted={submitted} />
        <TextField
          select
          label={t('territories.agent')}
          value={agentId}
          onChange={(event) => setAgentId(event.target.value)}
          helperText={
            agentsUnavailable
              ? t('territories.agentsUnavailable')
              : options.length === 0
                ? t('territories.noAgents')
                : undefined
          }
          fullWidth
        >
          <MenuItem value="">
            <em>{t('territories.noAgent')}</em>
          </MenuItem>
          {options.map((agent) => (
            <MenuItem key={agent.id} value={agent.id}>
              {personName(agent)} ({agent.email})
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </FormDialog>
  );
}

import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignBillOfLadingDocument } from '../../../graphql/generated/operations/SignBillOfLading';
import type { BillOfLadingStage, DamageKind, DamagePanel } from '../../../graphql/generated/types';
import { DAMAGE_KINDS, DAMAGE_PANELS } from '../../shared/transport/states';
import { useGraphQLAction } from '../../base/use-graphql-action';

/**
 * One side of the bill of lading, filled in by whoever hands the car over or receives it (often on
 * a phone): condition notes, damage marks by panel and kind, and the signer's typed name. Signing
 * is final, so the button says so.
 */
export function BillOfLadingForm({ orderId, stage }: { orderId: string; stage: BillOfLadingStage }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const [notes, setNotes] = useState('');
  const [signerName, setSignerName] = useState('');
  const [panel, setPanel] = useState<DamagePanel>('front_bumper');
  const [kind, setKind] = useState<DamageKind>('scratch');
  const [damages, setDamages] = useState<{ panel: DamagePanel; kind: DamageKind }[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [sign, { loading }] = useMutation(SignBillOfLadingDocument, { refetchQueries: ['GetTransportOrders'] });
  const signerProblem = signerName.trim().length < 2 ? t('transport.bol.signerRequired') : null;

  async function submit() {
    setSubmitted(true);
    if (signerProblem) return;
    await run(
      () => sign({ variables: { id: orderId, input: { stage, notes: notes || null, damages, signerName } } }),
      t(`transport.bol.signed.${stage}`),
    );
  }

  return (
    <Box
      component="form"
      noValidate
      aria-label={t(`transport.bol.title.${stage}`)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t(`transport.bol.title.${stage}`)}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t('transport.bol.notes')}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={t('transport.bol.panel')}
            value={panel}
            onChange={(event) => setPanel(event.target.value as DamagePanel)}
            sx={{ minWidth: 180 }}
          >
            {DAMAGE_PANELS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`transport.panel.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('transport.bol.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as DamageKind)}
            sx={{ minWidth: 140 }}
          >
            {DAMAGE_KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`transport.damage.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            startIcon={<Add />}
            onClick={() => setDamages((current) => [...current, { panel, kind }])}
            sx={{ minHeight: 44 }}
          >
            {t('transport.bol.addDamage')}
          </Button>
        </Stack>
        {damages.length > 0 && (
          <Box
            component="ul"
            aria-label={t('transport.bol.damages')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {damages.map((damage, index) => (
              <li key={`${damage.panel}-${damage.kind}-${index}`}>
                <Chip
                  label={t('transport.bol.damage', {
                    panel: t(`transport.panel.${damage.panel}`),
                    kind: t(`transport.damage.${damage.kind}`),
                  })}
                  onDelete={() => setDamages((current) => current.filter((_mark, other) => other !== index))}
                />
              </li>
            ))}
          </Box>
        )}
        <TextField
          label={t('transport.bol.signerName')}
          value={signerName}
          onChange={(event) => setSignerName(event.target.value)}
          error={submitted && Boolean(signerProblem)}
          helperText={(submitted && signerProblem) || t('transport.bol.signerHint')}
          required
          fullWidth
          autoComplete="name"
        />
        <Button type="submit" variant="contained" size="large" disabled={loading} sx={{ minHeight: 48 }}>
          {t(`transport.bol.sign.${stage}`)}
        </Button>
      </Stack>
    </Box>
  );
}

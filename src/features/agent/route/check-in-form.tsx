import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckInDocument } from '../../../../graphql/generated/operations/CheckIn';
import type { VisitOutcome } from '../../../../graphql/generated/types';
import { useGraphQLAction } from '../../../base/use-graphql-action';
import { usePositionOffer } from '../location/use-position-offer';

const OUTCOMES: VisitOutcome[] = ['met', 'interested', 'not_interested', 'no_one_available', 'follow_up'];

/** Check in at the route's first stop: the outcome and notes, recorded as a visit now. */
export function CheckInForm({ dealerId, dealerName }: { dealerId: string; dealerName: string }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const [outcome, setOutcome] = useState<VisitOutcome>('met');
  const [notes, setNotes] = useState('');
  const [checkedIn, setCheckedIn] = useState(false);
  const [checkIn, { loading }] = useMutation(CheckInDocument);
  const offer = usePositionOffer();

  async function submit() {
    const input = {
      dealerId,
      outcome,
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      ...(offer.position ? { position: offer.position } : {}),
    };
    // The form's place shows the confirmation, so no toast repeats it.
    const result = await run(() => checkIn({ variables: { input } }));
    if (result) setCheckedIn(true);
  }

  if (checkedIn) return <Alert severity="success">{t('mapMyRoute.checkIn.done', { name: dealerName })}</Alert>;
  return (
    <Stack
      spacing={1.5}
      component="form"
      aria-label={t('mapMyRoute.checkIn.title', { name: dealerName })}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography variant="subtitle1" component="h3">
        {t('mapMyRoute.checkIn.title', { name: dealerName })}
      </Typography>
      <TextField
        select
        label={t('mapMyRoute.checkIn.outcome')}
        value={outcome}
        onChange={(event) => setOutcome(event.target.value as VisitOutcome)}
      >
        {OUTCOMES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`mapMyRoute.outcome.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('mapMyRoute.checkIn.notes')}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        multiline
        minRows={2}
      />
      {offer.field}
      <Button type="submit" variant="contained" disabled={loading} sx={{ alignSelf: 'flex-start' }}>
        {t('mapMyRoute.checkIn.submit')}
      </Button>
    </Stack>
  );
}

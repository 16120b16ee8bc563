import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhonePosition } from './use-phone-position';

/**
 * The check-in's offer "Use this position for the dealer?": unticked by default; ticking it reads
 * the phone's position and shows it, and only then does the check-in send it (`position`).
 */
export function usePositionOffer() {
  const { t } = useTranslation();
  const phone = usePhonePosition();
  const [use, setUse] = useState(false);
  const position =
    use && phone.position ? { latitude: phone.position.latitude, longitude: phone.position.longitude } : null;
  const status = phone.asking
    ? t('dealerLocation.locating')
    : phone.error
      ? t(`dealerLocation.positionError.${phone.error}`)
      : phone.position && use
        ? t('dealerLocation.positionFound', {
            latitude: phone.position.latitude.toFixed(5),
            longitude: phone.position.longitude.toFixed(5),
            meters: Math.round(phone.position.accuracyMeters),
          })
        : null;
  const field = (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={use}
            onChange={(event) => {
              setUse(event.target.checked);
              if (event.target.checked) phone.ask();
              else phone.forget();
            }}
          />
        }
        label={t('dealerLocation.useThisPosition')}
      />
      {status && (
        <Typography variant="body2" color={phone.error ? 'error' : 'text.secondary'} role="status">
          {status}
        </Typography>
      )}
    </>
  );
  return {
    field,
    position,
    reset: () => {
      setUse(false);
      phone.forget();
    },
  };
}

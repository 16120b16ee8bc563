import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SetDealerLocationDocument } from '../../../../graphql/generated/operations/SetDealerLocation';
import type { DealerLocationSource } from '../../../../graphql/generated/types';
import { useGraphQLAction } from '../../../base/use-graphql-action';
import { PinPicker } from '../map/pin-picker';
import { usePhonePosition } from './use-phone-position';

type Props = {
  dealerId: string;
  location: { latitude: number; longitude: number };
  source: DealerLocationSource;
  onChanged: () => void;
};

/**
 * A dealer's point: where it came from (approximate when only the ZIP's center) and a form that sets
 * it — the pin moved on the map, latitude and longitude typed in, or filled from "Use my position
 * here" — for a settings holder or the agent of its territory (the server decides).
 */
export function DealerLocation({ dealerId, location, source, onChanged }: Props) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const [setLocation, setting] = useMutation(SetDealerLocationDocument);
  const phone = usePhonePosition();
  const [latitude, setLatitude] = useState(location.latitude.toFixed(5));
  const [longitude, setLongitude] = useState(location.longitude.toFixed(5));
  const fillFromPhone = () =>
    phone.ask((position) => {
      setLatitude(position.latitude.toFixed(5));
      setLongitude(position.longitude.toFixed(5));
    });
  const lat = Number(latitude);
  const lng = Number(longitude);
  const valid = latitude.trim() !== '' && longitude.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    const done = await run(
      () => setLocation({ variables: { id: dealerId, location: { latitude: lat, longitude: lng } } }),
      t('dealerLocation.saved'),
    );
    if (done) onChanged();
  }

  return (
    <Box component="section" aria-labelledby="dealer-location">
      <Typography id="dealer-location" variant="subtitle1" component="h3">
        {t('dealerLocation.title')}
      </Typography>
      <Typography variant="body2" data-testid="dealer-location-source" color="text.secondary">
        {t(`dealerLocation.source.${source}`)}
      </Typography>
      <Stack component="form" onSubmit={submit} spacing={1} sx={{ mt: 1 }} aria-label={t('dealerLocation.formLabel')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            label={t('dealerLocation.latitude')}
            value={latitude}
            onChange={(event) => setLatitude(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            size="small"
            label={t('dealerLocation.longitude')}
            value={longitude}
            onChange={(event) => setLongitude(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Stack>
        <PinPicker
          value={valid ? { latitude: lat, longitude: lng } : location}
          onChange={(point) => {
            setLatitude(point.latitude.toFixed(5));
            setLongitude(point.longitude.toFixed(5));
          }}
          label={t('dealerLocation.pinLabel')}
        />
        <Typography variant="caption" color="text.secondary">
          {t('dealerLocation.pinHint')}
        </Typography>
        {phone.error && (
          <Typography variant="body2" color="error" role="status">
            {t(`dealerLocation.positionError.${phone.error}`)}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button startIcon={<MyLocationOutlined />} onClick={fillFromPhone} disabled={phone.asking}>
            {t('dealerLocation.useMyPosition')}
          </Button>
          <Button type="submit" variant="outlined" disabled={!valid || setting.loading}>
            {t('dealerLocation.set')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

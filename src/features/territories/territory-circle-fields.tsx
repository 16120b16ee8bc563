import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetZipLocationDocument } from '../../../graphql/generated/operations/GetZipLocation';
import { DEALER_PRIORITIES, DEFAULT_CADENCE_WEEKS, type DealerPriority } from '../../shared/agent/cadence';
import { useGraphQLErrorText } from '../../base/use-graphql-action';

/** The circle and cadence as typed: text, so a half-typed number stays in the field. */
export type CircleDraft = {
  latitude: string;
  longitude: string;
  radiusMiles: string;
  cadence: Record<DealerPriority, string>;
};

export const MAX_CADENCE_WEEKS = 52;

export function circleDraftOf(
  territory: {
    center?: { latitude: number; longitude: number } | null;
    radiusMiles?: number | null;
    cadenceWeeks?: { p1: number; p2: number; p3: number } | null;
  } | null,
): CircleDraft {
  const cadence = territory?.cadenceWeeks ?? {
    p1: DEFAULT_CADENCE_WEEKS.P1,
    p2: DEFAULT_CADENCE_WEEKS.P2,
    p3: DEFAULT_CADENCE_WEEKS.P3,
  };
  return {
    latitude: territory?.center ? String(territory.center.latitude) : '',
    longitude: territory?.center ? String(territory.center.longitude) : '',
    radiusMiles: territory?.radiusMiles == null ? '' : String(territory.radiusMiles),
    cadence: { P1: String(cadence.p1), P2: String(cadence.p2), P3: String(cadence.p3) },
  };
}

/** What is wrong with the draft, field by field (no entry: fine); the circle is all or nothing. */
export function circleProblems(
  draft: CircleDraft,
): Partial<Record<'latitude' | 'longitude' | 'radiusMiles' | DealerPriority, string>> {
  const problems: ReturnType<typeof circleProblems> = {};
  const given = [draft.latitude, draft.longitude, draft.radiusMiles].some((value) => value.trim() !== '');
  const number = (value: string) => (value.trim() === '' ? NaN : Number(value));
  if (given) {
    const latitude = number(draft.latitude);
    const longitude = number(draft.longitude);
    const radius = number(draft.radiusMiles);
    if (!(latitude >= -90 && latitude <= 90)) problems.latitude = 'territories.circle.latitudeInvalid';
    if (!(longitude >= -180 && longitude <= 180)) problems.longitude = 'territories.circle.longitudeInvalid';
    if (!(radius > 0 && radius <= 500)) problems.radiusMiles = 'territories.circle.radiusInvalid';
  }
  for (const priority of DEALER_PRIORITIES) {
    const weeks = number(draft.cadence[priority]);
    if (!(Number.isInteger(weeks) && weeks >= 1 && weeks <= MAX_CADENCE_WEEKS))
      problems[priority] = 'territories.cadence.invalid';
  }
  return problems;
}

/** The draft as the graph's input fields (call only when `circleProblems` is empty). */
export function circleInput(draft: CircleDraft) {
  const hasCircle = draft.latitude.trim() !== '';
  return {
    center: hasCircle ? { latitude: Number(draft.latitude), longitude: Number(draft.longitude) } : null,
    radiusMiles: hasCircle ? Number(draft.radiusMiles) : null,
    cadenceWeeks: { p1: Number(draft.cadence.P1), p2: Number(draft.cadence.P2), p3: Number(draft.cadence.P3) },
  };
}

/** A territory's center (typed, or placed at a ZIP's centroid) and radius, and its visit cadence per priority. */
export function TerritoryCircleFields({
  draft,
  onChange,
  submitted,
}: {
  draft: CircleDraft;
  onChange: (draft: CircleDraft) => void;
  submitted: boolean;
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const errorText = useGraphQLErrorText();
  const [zip, setZip] = useState('');
  const [zipError, setZipError] = useState<string | null>(null);
  const problems = submitted ? circleProblems(draft) : {};

  async function place() {
    setZipError(null);
    try {
      const { data } = await client.query({
        query: GetZipLocationDocument,
        variables: { zip: zip.trim() },
        fetchPolicy: 'network-only',
      });
      if (data)
        onChange({
          ...draft,
          latitude: String(data.zipLocation.latitude),
          longitude: String(data.zipLocation.longitude),
        });
    } catch (error) {
      setZipError(errorText(error));
    }
  }

  const field = (key: 'latitude' | 'longitude' | 'radiusMiles') => (
    <TextField
      label={t(`territories.circle.${key}`)}
      value={draft[key]}
      onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
      error={Boolean(problems[key])}
      helperText={problems[key] ? t(problems[key]) : undefined}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      fullWidth
    />
  );

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="h3">
        {t('territories.circle.title')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('territories.circle.zip')}
          value={zip}
          onChange={(event) => setZip(event.target.value)}
          error={Boolean(zipError)}
          helperText={zipError ?? t('territories.circle.zipHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          fullWidth
        />
        <Button
          variant="outlined"
          onClick={() => void place()}
          disabled={zip.trim().length === 0}
          sx={{ mt: 1, flexShrink: 0 }}
        >
          {t('territories.circle.place')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {field('latitude')}
        {field('longitude')}
        {field('radiusMiles')}
      </Stack>
      <Typography variant="subtitle2" component="h3">
        {t('territories.cadence.title')}
      </Typography>
      <Stack direction="row" spacing={1}>
        {DEALER_PRIORITIES.map((priority) => (
          <TextField
            key={priority}
            label={t('territories.cadence.weeks', { priority })}
            value={draft.cadence[priority]}
            onChange={(event) => onChange({ ...draft, cadence: { ...draft.cadence, [priority]: event.target.value } })}
            error={Boolean(problems[priority])}
            helperText={problems[priority] ? t(problems[priority]) : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
          />
        ))}
      </Stack>
    </Stack>
  );
}

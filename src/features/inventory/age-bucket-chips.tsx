import CheckOutlined from '@mui/icons-material/CheckOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { GetVehicleAgeBucketsDocument } from '../../../graphql/generated/operations/GetVehicleAgeBuckets';
import type { VehicleFilter } from '../../../graphql/generated/types';
import { AGE_BUCKETS, type AgeBucketKey } from '../../shared/inventory/vehicle';
import { AGE_BUCKET_COLORS } from './chips';

/**
 * The age buckets as filter chips, each with how many vehicles of the current filter it holds
 * (the chips' own age conditions left out). Several may be chosen. An exact "older than N
 * days" (set under More filters) shows beside them, to be cleared in one click.
 */
export function AgeBucketChips({
  filter,
  selected,
  onChange,
  olderThan,
  onOlderThanClear,
}: {
  filter: VehicleFilter;
  selected: AgeBucketKey[];
  onChange: (buckets: AgeBucketKey[]) => void;
  olderThan: number | null;
  onOlderThanClear: () => void;
}) {
  const { t } = useTranslation();
  const { data, previousData } = useQuery(GetVehicleAgeBucketsDocument, {
    variables: { filter: { ...filter, ageBuckets: undefined } },
  });
  const counts = new Map((data ?? previousData)?.vehicleAgeBuckets.map((bucket) => [bucket.bucket, bucket.count]));
  const toggle = (key: AgeBucketKey) =>
    onChange(
      selected.includes(key)
        ? selected.filter((chosen) => chosen !== key)
        : AGE_BUCKETS.map((bucket) => bucket.key).filter(
            (bucketKey) => bucketKey === key || selected.includes(bucketKey),
          ),
    );
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('inventory.age.label')}
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
        {t('inventory.age.label')}
      </Typography>
      {AGE_BUCKETS.map(({ key }) => {
        const chosen = selected.includes(key);
        const count = counts.get(key);
        return (
          <Chip
            key={key}
            color={AGE_BUCKET_COLORS[key]}
            variant={chosen ? 'filled' : 'outlined'}
            icon={chosen ? <CheckOutlined /> : undefined}
            label={`${t(`inventory.age.${key}`)} · ${count ?? '…'}`}
            onClick={() => toggle(key)}
            aria-pressed={chosen}
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          />
        );
      })}
      {olderThan !== null && (
        <Chip color="primary" label={t('inventory.age.olderThan', { count: olderThan })} onDelete={onOlderThanClear} />
      )}
    </Stack>
  );
}

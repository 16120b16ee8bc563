import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import Box from '@mui/material/Box';
import type { VehiclePhotoFieldsFragment } from '../../../graphql/generated/operations/VehiclePhotoFields';

/**
 * A vehicle's main photo, small, for lists (grid rows and phone cards); a car outline when it has
 * none. Decorative: the row or card beside it names the vehicle.
 */
export function VehiclePhotoThumbnail({
  photo,
  width,
  height,
}: {
  photo: VehiclePhotoFieldsFragment | null | undefined;
  width: number;
  height: number;
}) {
  const frame = { width, height, flexShrink: 0, borderRadius: 1, bgcolor: 'action.hover', display: 'block' } as const;
  if (!photo) {
    return (
      <Box sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'text.disabled' }} aria-hidden>
        <DirectionsCarOutlined fontSize={height > 48 ? 'large' : 'small'} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={photo.thumbnailUrl}
      alt=""
      loading="lazy"
      width={width}
      height={height}
      sx={{ ...frame, objectFit: 'cover' }}
    />
  );
}

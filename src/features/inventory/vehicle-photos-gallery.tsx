import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import Star from '@mui/icons-material/Star';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteVehiclePhotoDocument } from '../../../graphql/generated/operations/DeleteVehiclePhoto';
import { ReorderVehiclePhotosDocument } from '../../../graphql/generated/operations/ReorderVehiclePhotos';
import { SetMainVehiclePhotoDocument } from '../../../graphql/generated/operations/SetMainVehiclePhoto';
import type { VehiclePhotoFieldsFragment } from '../../../graphql/generated/operations/VehiclePhotoFields';
import { PHOTO_LIMITS } from '../../shared/inventory/photos';
import { ConfirmDialog, type ConfirmRequest } from '../../base/confirm-dialog';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { useVehiclePhotoUpload } from './vehicle-photos-upload';

type Photo = VehiclePhotoFieldsFragment;

/** Adds photos: the file input asks for `image/*`, which on a phone offers the camera. */
function UploadButton({
  vehicleId,
  full,
  onUploaded,
}: {
  vehicleId: string;
  full: boolean;
  onUploaded: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { upload, uploading } = useVehiclePhotoUpload(vehicleId, onUploaded);
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="outlined"
        disabled={uploading || full}
        startIcon={uploading ? <CircularProgress size={18} /> : <AddAPhotoOutlined />}
        onClick={() => fileInput.current?.click()}
      >
        {uploading ? t('inventory.photos.uploading') : t('inventory.photos.add')}
      </Button>
      <input
        ref={fileInput}
        hidden
        type="file"
        accept="image/*"
        multiple
        data-testid="photo-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void upload(files);
        }}
      />
    </>
  );
}

function PhotoTile(props: {
  photo: Photo;
  index: number;
  count: number;
  selected: boolean;
  canWrite: boolean;
  onSelect: () => void;
  onMove: (by: -1 | 1) => void;
  onMakeMain: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { photo, index, count } = props;
  const number = { number: index + 1, count };
  return (
    <Box component="li" sx={{ listStyle: 'none', width: 132 }} data-testid="photo-tile">
      <Box
        component="button"
        type="button"
        onClick={props.onSelect}
        aria-pressed={props.selected}
        aria-label={t(photo.isMain ? 'inventory.photos.showMain' : 'inventory.photos.show', number)}
        sx={{
          p: 0,
          border: 2,
          borderColor: props.selected ? 'primary.main' : 'transparent',
          borderRadius: 1,
          cursor: 'pointer',
          position: 'relative',
          display: 'block',
          bgcolor: 'transparent',
        }}
      >
        <Box
          component="img"
          src={photo.thumbnailUrl}
          alt=""
          loading="lazy"
          width={128}
          height={96}
          sx={{ display: 'block', objectFit: 'cover', borderRadius: 0.5 }}
        />
        {photo.isMain && (
          <Chip
            size="small"
            color="primary"
            label={t('inventory.photos.main')}
            sx={{ position: 'absolute', top: 4, left: 4 }}
          />
        )}
      </Box>
      {props.canWrite && (
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <IconButton
            size="small"
            disabled={index === 0}
            onClick={() => props.onMove(-1)}
            aria-label={t('inventory.photos.earlier', number)}
          >
            <ArrowBackOutlined fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            disabled={photo.isMain}
            onClick={props.onMakeMain}
            aria-label={t('inventory.photos.makeMain', number)}
          >
            {photo.isMain ? <Star fontSize="small" color="primary" /> : <StarBorderOutlined fontSize="small" />}
          </IconButton>
          <IconButton size="small" onClick={props.onDelete} aria-label={t('inventory.photos.delete', number)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            disabled={index === count - 1}
            onClick={() => props.onMove(1)}
            aria-label={t('inventory.photos.later', number)}
          >
            <ArrowForwardOutlined fontSize="small" />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}

/**
 * A vehicle's photos on its page: the chosen one large, all of them as tiles. Writers add photos
 * (from the camera on a phone), move them, choose the main one and delete them.
 */
export function VehiclePhotoGallery(props: {
  vehicleId: string;
  title: string;
  photos: Photo[];
  canWrite: boolean;
  onUploaded: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { photos, canWrite } = props;
  const run = useGraphQLAction();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [reorder] = useMutation(ReorderVehiclePhotosDocument);
  const [makeMain] = useMutation(SetMainVehiclePhotoDocument);
  const [remove] = useMutation(DeleteVehiclePhotoDocument);
  const selected = photos.find((photo) => photo.id === selectedId) ?? photos.find((photo) => photo.isMain) ?? photos[0];
  const selectedIndex = selected ? photos.indexOf(selected) : -1;

  function move(index: number, by: -1 | 1) {
    const ids = photos.map((photo) => photo.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void run(() => reorder({ variables: { vehicleId: props.vehicleId, photoIds: ids } }));
  }

  function askDelete(photo: Photo, index: number) {
    setConfirm({
      title: t('inventory.photos.deleteTitle'),
      body: t('inventory.photos.deleteBody', { number: index + 1 }),
      confirmLabel: t('inventory.photos.deleteConfirm'),
      destructive: true,
      onConfirm: () => run(() => remove({ variables: { id: photo.id } }), t('inventory.photos.deleted')),
    });
  }

  return (
    <Card>
      <CardHeader
        title={t('inventory.photos.title')}
        subheader={t('inventory.photos.count', { count: photos.length, max: PHOTO_LIMITS.maxPerVehicle })}
        action={
          canWrite && (
            <UploadButton
              vehicleId={props.vehicleId}
              full={photos.length >= PHOTO_LIMITS.maxPerVehicle}
              onUploaded={props.onUploaded}
            />
          )
        }
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { alignSelf: 'center' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {selected ? (
          <Box
            component="img"
            src={selected.url}
            alt={t('inventory.photos.alt', { title: props.title, number: selectedIndex + 1, count: photos.length })}
            data-testid="photo-large"
            sx={{
              display: 'block',
              width: '100%',
              maxHeight: 440,
              objectFit: 'contain',
              bgcolor: 'action.hover',
              borderRadius: 1,
              aspectRatio: `${selected.width} / ${selected.height}`,
            }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', py: 4, color: 'text.secondary', gap: 1 }}>
            <DirectionsCarOutlined fontSize="large" aria-hidden />
            <Typography>{canWrite ? t('inventory.photos.emptyWriter') : t('inventory.photos.empty')}</Typography>
          </Stack>
        )}
        {photos.length > 0 && (
          <Box
            component="ul"
            aria-label={t('inventory.photos.title')}
            sx={{ m: 0, mt: 2, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
          >
            {photos.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                index={index}
                count={photos.length}
                selected={photo.id === selected?.id}
                canWrite={canWrite}
                onSelect={() => setSelectedId(photo.id)}
                onMove={(by) => move(index, by)}
                onMakeMain={() =>
                  void run(() => makeMain({ variables: { id: photo.id } }), t('inventory.photos.mainChosen'))
                }
                onDelete={() => askDelete(photo, index)}
              />
            ))}
          </Box>
        )}
      </CardContent>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Card>
  );
}

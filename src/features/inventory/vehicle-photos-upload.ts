import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoPath, UPLOAD_CSRF_HEADER } from '../../shared/inventory/photos';
import { useToast } from '../../base/toast-provider';

/**
 * Uploads files to a vehicle's photos (POST /api/vehicles/:id/photos, multipart): the server
 * checks, resizes and strips them. Toasts the server's sentence when it refuses; `onUploaded`
 * runs after a success so the page can read the vehicle's photos again.
 */
export function useVehiclePhotoUpload(vehicleId: string, onUploaded: () => Promise<unknown> | void) {
  const { t } = useTranslation();
  const toast = useToast();
  const [uploading, setUploading] = useState(false);

  const upload = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      const form = new FormData();
      for (const file of files) form.append('photos', file, file.name);
      setUploading(true);
      try {
        const response = await fetch(photoPath(vehicleId), {
          method: 'POST',
          body: form,
          credentials: 'same-origin',
          headers: { [UPLOAD_CSRF_HEADER]: '1' },
        });
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        if (!response.ok) {
          toast(
            response.status >= 500 || !body.message ? t('graphql.error.INTERNAL_SERVER_ERROR') : body.message,
            'error',
          );
          return;
        }
        await onUploaded();
        toast(t('inventory.photos.uploaded', { count: files.length }), 'success');
      } catch {
        toast(t('graphql.error.NETWORK'), 'error');
      } finally {
        setUploading(false);
      }
    },
    [vehicleId, onUploaded, t, toast],
  );

  return { upload, uploading };
}

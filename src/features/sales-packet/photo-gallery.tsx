import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesPacketPhoto } from '../../shared/sales-packet/packet';

/**
 * The vehicle's photos, main photo first: one at a time, swiped on a phone (CSS scroll snap) or
 * stepped with the previous/next buttons (keyboard-operable; the strip itself scrolls with the
 * arrow keys once focused). Each photo's alt text names the vehicle and its place in the set.
 */
export function PhotoGallery({
  photos,
  title,
  srcOf,
}: {
  photos: readonly SalesPacketPhoto[];
  title: string;
  srcOf: (photoId: string) => string;
}) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = photos.length;

  const go = (next: number) => {
    const element = strip.current;
    const target = Math.max(0, Math.min(count - 1, next));
    setIndex(target);
    element?.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
  };
  const onScroll = () => {
    const element = strip.current;
    if (element && element.clientWidth > 0) setIndex(Math.round(element.scrollLeft / element.clientWidth));
  };

  return (
    <Box component="section" aria-label={t('salesPacket.gallery.label')} sx={{ mb: 3, breakInside: 'avoid' }}>
      <Box
        ref={strip}
        onScroll={onScroll}
        tabIndex={0}
        role="group"
        aria-roledescription={t('salesPacket.gallery.roledescription')}
        aria-label={t('salesPacket.gallery.label')}
        data-testid="packet-gallery"
        sx={{
          display: 'flex',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          borderRadius: 2,
          bgcolor: 'action.hover',
          '&::-webkit-scrollbar': { display: 'none' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {photos.map((photo, position) => (
          <Box
            key={photo.id}
            sx={{ flex: '0 0 100%', scrollSnapAlign: 'start', display: 'flex', justifyContent: 'center' }}
          >
            <Box
              component="img"
              src={srcOf(photo.id)}
              alt={t('salesPacket.gallery.alt', { title, position: position + 1, count })}
              width={photo.width}
              height={photo.height}
              loading={position === 0 ? 'eager' : 'lazy'}
              sx={{ width: '100%', height: 'auto', maxHeight: 520, objectFit: 'contain', display: 'block' }}
            />
          </Box>
        ))}
      </Box>
      {count > 1 && (
        <Stack
          direction="row"
          sx={{ mt: 1, alignItems: 'center', justifyContent: 'center', gap: 1, displayPrint: 'none' }}
        >
          <IconButton
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={t('salesPacket.gallery.previous')}
          >
            <ChevronLeft />
          </IconButton>
          <Typography
            variant="body2"
            aria-live="polite"
            data-testid="packet-gallery-position"
            sx={{ minWidth: 56, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          >
            {t('salesPacket.gallery.position', { position: index + 1, count })}
          </Typography>
          <IconButton
            onClick={() => go(index + 1)}
            disabled={index >= count - 1}
            aria-label={t('salesPacket.gallery.next')}
          >
            <ChevronRight />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}

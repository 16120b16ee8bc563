import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../common/format';
import { VehiclePhotoThumbnail } from '../inventory/vehicle-photos-thumbnail';
import { vinTail } from './board-view';
import { TimerChip } from './timer-chip';
import { vehicleName, type ReconCardData } from './use-recon-board';

export type CardAction = 'move' | 'assign';

/** A card's actions: Move to… and Assign… (the keyboard, touch and screen-reader way to move a card). */
export function CardMenu({
  card,
  onAction,
}: {
  card: ReconCardData;
  onAction: (action: CardAction, card: ReconCardData) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: CardAction) => {
    setAnchor(null);
    onAction(action, card);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('recon.card.actions', { vehicle: vehicleName(card) })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        // The card is draggable: a press on its menu button must not start a drag.
        onPointerDown={(event) => event.stopPropagation()}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      {/* Mounted only while open: a board draws a menu per card. */}
      {anchor && (
        <Menu anchorEl={anchor} open onClose={() => setAnchor(null)}>
          <MenuItem onClick={() => choose('move')}>{t('recon.card.moveTo')}</MenuItem>
          <MenuItem onClick={() => choose('assign')}>{t('recon.card.assign')}</MenuItem>
        </Menu>
      )}
    </>
  );
}

/** What a card shows: photo, vehicle, stock number and VIN tail, time in stage, assignee, open repair orders (when there are any). */
export function ReconCardContent({ card, actions }: { card: ReconCardData; actions?: React.ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <VehiclePhotoThumbnail photo={card.vehicle.mainPhoto} width={56} height={42} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <Typography component="h3" variant="subtitle2" sx={{ flex: 1, minWidth: 0, lineHeight: 1.3 }}>
            <Link
              component={NextLink}
              href={`/inventory/${card.vehicle.id}`}
              color="inherit"
              underline="hover"
              onPointerDown={(event) => event.stopPropagation()}
            >
              {vehicleName(card)}
            </Link>
          </Typography>
          {actions}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('recon.card.ids', { stock: card.vehicle.stockNumber, vin: vinTail(card.vehicle.vin) })}
        </Typography>
        <Box sx={{ mt: 0.75 }}>
          <TimerChip seconds={card.timeInStageSeconds} timer={card.timer} />
        </Box>
        {card.liveNote && (
          <Typography variant="caption" color="primary">
            {card.liveNote}
          </Typography>
        )}
        <Box sx={{ mt: 0.75, display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="caption" color={card.assignee ? 'text.primary' : 'text.secondary'}>
            {card.assignee ? card.assignee.name : t('recon.card.unassigned')}
          </Typography>
          {card.openRepairOrderCents > 0 && (
            <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('recon.card.openRepairs', { amount: format.money(card.openRepairOrderCents) })}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}

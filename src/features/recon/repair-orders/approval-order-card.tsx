import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../common/format';
import { VehiclePhotoThumbnail } from '../../inventory/vehicle-photos-thumbnail';
import { DecidedLine, PendingLine, TOUCH } from './approval-line';
import type { PendingApproval } from './use-approval-queue';

/** A short order number people can read out: the first characters of its id. */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

/**
 * One order awaiting approval: its vehicle, its pending lines with their waiting cost, the total
 * pending and (for approvers) Approve all; the lines already decided are folded away below.
 */
export function ApprovalOrderCard({
  approval,
  canDecide,
  busy,
  onApprove,
  onDecline,
  onApproveAll,
}: {
  approval: PendingApproval;
  canDecide: boolean;
  busy: boolean;
  onApprove: (lineId: string) => void;
  onDecline: (lineId: string) => void;
  onApproveAll: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [showDecided, setShowDecided] = useState(false);
  const decidedId = useId();
  const { order, vehicle } = approval;
  const pending = order.lines.filter((line) => line.decision === 'pending');
  const decided = order.lines.filter((line) => line.decision !== 'pending');
  const title = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');

  return (
    <Card
      component="article"
      aria-label={t('roApproval.orderLabel', { vehicle: title, number: orderNumber(order.id) })}
    >
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <VehiclePhotoThumbnail photo={vehicle.mainPhoto} width={72} height={54} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('roApproval.orderMeta', {
                stock: vehicle.stockNumber,
                number: orderNumber(order.id),
                revision: order.revision,
              })}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 2, alignItems: 'center', mt: 2 }}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('roApproval.totalPending')}
            </Typography>
            <Typography variant="h6" component="p">
              {format.money(order.pendingCents)}
            </Typography>
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('roApproval.waitingCost')}
            </Typography>
            <Typography variant="h6" component="p">
              {format.money(approval.waitingCostCents)}
            </Typography>
          </Box>
          {canDecide && pending.length > 1 && (
            <Button
              variant="outlined"
              onClick={onApproveAll}
              disabled={busy}
              sx={{ ...TOUCH, width: { xs: '100%', sm: 'auto' }, ml: { sm: 'auto' } }}
            >
              {t('roApproval.approveAll', { count: pending.length })}
            </Button>
          )}
        </Box>
        <Divider sx={{ mt: 2 }} />
        <Box
          component="ul"
          aria-label={t('roApproval.pendingLines')}
          sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {pending.map((line) => (
            <PendingLine
              key={line.id}
              line={line}
              canDecide={canDecide}
              busy={busy}
              onApprove={() => onApprove(line.id)}
              onDecline={() => onDecline(line.id)}
            />
          ))}
        </Box>
        {decided.length > 0 && (
          <>
            <Divider />
            <Button
              onClick={() => setShowDecided((shown) => !shown)}
              aria-expanded={showDecided}
              aria-controls={decidedId}
              endIcon={<ExpandMore sx={{ transform: showDecided ? 'rotate(180deg)' : 'none' }} />}
              sx={{ ...TOUCH, mt: 1 }}
            >
              {t('roApproval.decidedLines', { count: decided.length })}
            </Button>
            <Collapse in={showDecided} id={decidedId}>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {decided.map((line) => (
                  <DecidedLine key={line.id} line={line} />
                ))}
              </Box>
            </Collapse>
          </>
        )}
      </CardContent>
    </Card>
  );
}

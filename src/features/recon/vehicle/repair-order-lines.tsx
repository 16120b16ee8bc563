import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RepairOrderFieldsFragment } from '../../../../graphql/generated/operations/RepairOrderFields';
import type { RepairLineDecision } from '../../../../graphql/generated/types';
import { useFormat } from '../../common/format';

type Line = RepairOrderFieldsFragment['lines'][number];

const DECISION_COLORS: Record<RepairLineDecision, 'default' | 'success' | 'error'> = {
  pending: 'default',
  approved: 'success',
  declined: 'error',
};

/** Who decided a line and when (and why, for a decline), or what waiting costs while it is pending. */
function decisionText(
  t: ReturnType<typeof useTranslation>['t'],
  format: ReturnType<typeof useFormat>,
  line: Line,
): string | null {
  if (line.decision === 'pending') {
    return line.waitingCostCents === null || line.waitingCostCents === undefined
      ? null
      : t('reconVehicle.line.waiting', {
          days: format.decimal(line.waitingDays),
          cost: format.money(line.waitingCostCents),
        });
  }
  const at = format.dateTime(line.decidedAt);
  if (line.autoApproved) return t('reconVehicle.line.autoApproved', { at });
  const by = line.decidedBy?.name ?? t('reconVehicle.line.someone');
  return line.decision === 'approved'
    ? t('reconVehicle.line.approvedBy', { by, at })
    : t('reconVehicle.line.declinedBy', { by, at, reason: line.declineReason ?? '' });
}

/** A repair order's lines: the operation, its amounts as the server fixed them, the decision; pending lines can be removed. */
export function RepairOrderLines({
  lines,
  label,
  canRemove,
  onRemove,
}: {
  lines: Line[];
  label: string;
  canRemove: boolean;
  onRemove: (line: Line) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0 }}>
      {lines.map((line) => {
        const parts = [
          line.laborHours > 0 &&
            t('reconVehicle.line.labor', {
              hours: format.decimal(line.laborHours),
              rate: format.money(line.laborRateCents),
              amount: format.money(line.laborCents),
            }),
          line.partsCents > 0 && t('reconVehicle.line.partsAmount', { amount: format.money(line.partsCents) }),
          line.subletCostCents > 0 &&
            t('reconVehicle.line.subletAmount', {
              vendor: line.subletVendor,
              amount: format.money(line.subletCostCents),
            }),
        ].filter(Boolean);
        const decided = decisionText(t, format, line);
        return (
          <Box
            component="li"
            key={line.id}
            sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}
            data-testid="repair-line"
          >
            <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {line.operation}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={DECISION_COLORS[line.decision]}
                    label={t(`reconVehicle.line.decision.${line.decision}`)}
                  />
                  {line.revision > 1 && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t('reconVehicle.order.revision', { revision: line.revision })}
                    />
                  )}
                </Stack>
                {parts.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {parts.join(' · ')}
                  </Typography>
                )}
                {decided && (
                  <Typography variant="caption" color="text.secondary">
                    {decided}
                  </Typography>
                )}
              </Box>
              <Typography
                variant="body2"
                sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                {format.money(line.totalCents)}
              </Typography>
              {canRemove && line.decision === 'pending' && (
                <Tooltip title={t('reconVehicle.line.remove')}>
                  <IconButton
                    size="small"
                    aria-label={t('reconVehicle.line.removeNamed', { operation: line.operation })}
                    onClick={() => onRemove(line)}
                    sx={{ mt: -0.5 }}
                  >
                    <DeleteOutlineOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}

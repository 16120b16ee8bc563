import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../common/format';
import type { ApprovalLine } from './use-approval-queue';

/** Touch targets of at least 44 px (WCAG 2.5.5), the size a thumb needs on a phone. */
export const TOUCH = { minHeight: 48, minWidth: 112 } as const;

/** What a line is made of: labor hours × rate, parts, sublet vendor and cost, whichever it has. */
function LineParts({ line }: { line: ApprovalLine }) {
  const { t } = useTranslation();
  const format = useFormat();
  const parts = [
    line.laborHours > 0 &&
      t('roApproval.line.labor', {
        hours: format.decimal(line.laborHours),
        rate: format.money(line.laborRateCents),
        amount: format.money(line.laborCents),
      }),
    line.partsCents > 0 && t('roApproval.line.parts', { amount: format.money(line.partsCents) }),
    line.subletCostCents > 0 &&
      t('roApproval.line.sublet', { vendor: line.subletVendor ?? '', amount: format.money(line.subletCostCents) }),
  ].filter((part): part is string => Boolean(part));
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, color: 'text.secondary' }}>
      {parts.map((part) => (
        <Typography key={part} component="li" variant="body2">
          {part}
        </Typography>
      ))}
    </Box>
  );
}

/** A pending line: its parts, total and waiting cost, and (for approvers) Approve and Decline. */
export function PendingLine({
  line,
  canDecide,
  busy,
  onApprove,
  onDecline,
}: {
  line: ApprovalLine;
  canDecide: boolean;
  busy: boolean;
  onApprove: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box
      component="li"
      sx={{ py: 2, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'center' } }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {line.operation}
          </Typography>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {format.money(line.totalCents)}
          </Typography>
        </Box>
        <LineParts line={line} />
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('roApproval.line.waiting', {
            amount: format.money(line.waitingCostCents ?? 0),
            days: format.decimal(line.waitingDays ?? 0),
          })}
        </Typography>
      </Box>
      {canDecide && (
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="contained"
            onClick={onApprove}
            disabled={busy}
            sx={{ ...TOUCH, flex: { xs: 1, md: 'none' } }}
            aria-label={t('roApproval.approveLine', { operation: line.operation })}
          >
            {t('roApproval.approve')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={onDecline}
            disabled={busy}
            sx={{ ...TOUCH, flex: { xs: 1, md: 'none' } }}
            aria-label={t('roApproval.declineLine', { operation: line.operation })}
          >
            {t('roApproval.declineButton')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/** A decided line, in the collapsed list under the pending ones. */
export function DecidedLine({ line }: { line: ApprovalLine }) {
  const { t } = useTranslation();
  const format = useFormat();
  const decision = line.decision === 'declined' ? 'declined' : line.autoApproved ? 'autoApproved' : 'approved';
  return (
    <Box component="li" sx={{ py: 1.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {line.operation}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {format.money(line.totalCents)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={t(`roApproval.decision.${decision}`)} />
        {line.declineReason && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {line.declineReason}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

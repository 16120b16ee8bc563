import { useTranslation } from 'react-i18next';
import { VEHICLE_LIMITS } from '../../../shared/inventory/vehicle';
import { ReasonDialog } from '../../common/reason-dialog';

/** Reasons an approver gives most often: one tap fills the reason, which can still be edited. */
const QUICK_REASONS = ['tooExpensive', 'notNeeded', 'deferToBuyer', 'getAnotherQuote', 'wholesaleInstead'] as const;

/**
 * Asks why a line (or every pending line of an order) is declined: the server requires a reason,
 * and it stays on the order as the deferred work's note.
 */
export function DeclineDialog({
  subject,
  onDecline,
  onClose,
}: {
  subject: string;
  onDecline: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      title={t('roApproval.decline.title', { subject })}
      submitLabel={t('roApproval.decline.submit')}
      reasonLabel={t('roApproval.decline.reasonLabel')}
      quick={{
        label: t('roApproval.decline.quick'),
        reasons: QUICK_REASONS.map((key) => t(`roApproval.decline.reason.${key}`)),
      }}
      maxLength={VEHICLE_LIMITS.maxReasonLength}
      onSubmit={onDecline}
      onClose={onClose}
    />
  );
}

import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanDo } from '../../access/use-can-do';
import { useConfirm } from '../../../base/confirm-dialog';
import { useFormat } from '../../common/format';
import { EmptyState, QueryState } from '../../common/loading';
import { PageHeader } from '../../common/page-header';
import { ApprovalOrderCard, orderNumber } from './approval-order-card';
import { DeclineDialog } from './decline-dialog';
import { useApprovalQueue, type Decision, type PendingApproval } from './use-approval-queue';

type Declining = { approval: PendingApproval; lineId: string };

/**
 * /ro-approval: the approver's queue, phone first. Orders awaiting approval, costliest wait
 * first; each pending line approved with one tap or declined with a reason. People who may read
 * orders but not decide (no scope 2) see the same queue without the buttons.
 */
export function ApprovalScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const canDecide = useCanDo('approveRepairOrders');
  const { approvals, loading, error, refetch, decide } = useApprovalQueue();
  const [busyOrder, setBusyOrder] = useState<string | null>(null);
  const [declining, setDeclining] = useState<Declining | null>(null);
  const confirm = useConfirm();

  async function run(decision: Decision) {
    setBusyOrder(decision.repairOrderId);
    try {
      return await decide(decision);
    } finally {
      setBusyOrder(null);
    }
  }

  const lineOf = (approval: PendingApproval, lineId: string) =>
    approval.order.lines.find((line) => line.id === lineId)?.operation ?? '';

  function approveAll(approval: PendingApproval) {
    const number = orderNumber(approval.order.id);
    confirm.ask({
      title: t('roApproval.approveAllTitle', { number }),
      body: t('roApproval.approveAllBody', {
        amount: format.money(approval.order.pendingCents),
        count: approval.order.lines.filter((line) => line.decision === 'pending').length,
      }),
      confirmLabel: t('roApproval.approveAllConfirm'),
      onConfirm: () =>
        run({
          repairOrderId: approval.order.id,
          approve: true,
          successMessage: t('roApproval.approvedAll', { number }),
        }),
    });
  }

  return (
    <>
      <PageHeader title={t('area.roapproval.title')} description={t('roApproval.description')} />
      {!canDecide && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('roApproval.readOnly')}
        </Typography>
      )}
      <QueryState
        loaded={approvals !== undefined}
        loading={loading}
        error={error}
        onRetry={refetch}
        empty={
          approvals?.length === 0 && (
            <Card>
              <EmptyState title={t('roApproval.empty')} body={t('roApproval.emptyBody')} />
            </Card>
          )
        }
      >
        <Stack spacing={2} sx={{ maxWidth: 1100 }}>
          {approvals?.map((approval) => (
            <ApprovalOrderCard
              key={approval.order.id}
              approval={approval}
              canDecide={canDecide}
              busy={busyOrder === approval.order.id}
              onApprove={(lineId) =>
                void run({
                  repairOrderId: approval.order.id,
                  lineIds: [lineId],
                  approve: true,
                  successMessage: t('roApproval.approved', { operation: lineOf(approval, lineId) }),
                })
              }
              onDecline={(lineId) => setDeclining({ approval, lineId })}
              onApproveAll={() => approveAll(approval)}
            />
          ))}
        </Stack>
      </QueryState>
      {declining && (
        <DeclineDialog
          subject={lineOf(declining.approval, declining.lineId)}
          onClose={() => setDeclining(null)}
          onDecline={async (reason) => {
            const operation = lineOf(declining.approval, declining.lineId);
            const outcome = await run({
              repairOrderId: declining.approval.order.id,
              lineIds: [declining.lineId],
              approve: false,
              reason,
              successMessage: t('roApproval.declined', { operation }),
            });
            // A refused decline keeps the dialog and its reason for another try; after a conflict the line is decided already.
            if (outcome !== 'failed') setDeclining(null);
          }}
        />
      )}
      {confirm.dialog}
    </>
  );
}

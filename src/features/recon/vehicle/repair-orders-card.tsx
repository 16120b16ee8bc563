import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddRepairOrderLineDocument } from '../../../../graphql/generated/operations/AddRepairOrderLine';
import { AdvanceRepairOrderDocument } from '../../../../graphql/generated/operations/AdvanceRepairOrder';
import { CreateRepairOrderDocument } from '../../../../graphql/generated/operations/CreateRepairOrder';
import { GetRepairOrdersDocument } from '../../../../graphql/generated/operations/GetRepairOrders';
import { RemoveRepairOrderLineDocument } from '../../../../graphql/generated/operations/RemoveRepairOrderLine';
import type { RepairOrderFieldsFragment } from '../../../../graphql/generated/operations/RepairOrderFields';
import type { RepairOrderStep } from '../../../../graphql/generated/types';
import {
  acceptsLines,
  addingMakesRevision,
  nextStatus,
  type RepairOrderStatus,
} from '../../../shared/recon/repair-order';
import { Fact } from '../../common/fact';
import { FormDialog } from '../../common/form-dialog';
import { useFormat } from '../../common/format';
import { useGraphQLAction, useGraphQLErrorText } from '../../../base/use-graphql-action';
import { checkLine, EMPTY_LINE, LineFields, type LineErrors } from './line-fields';
import { orderNumber } from './order-number';
import { RepairOrderLines } from './repair-order-lines';

type Order = RepairOrderFieldsFragment;
const STEPS: RepairOrderStep[] = ['submit', 'start', 'complete', 'close'];
export const ORDER_STATUS_COLORS: Record<
  RepairOrderStatus,
  'default' | 'info' | 'success' | 'warning' | 'error' | 'primary'
> = {
  draft: 'default',
  awaiting_approval: 'warning',
  approved: 'success',
  partly_approved: 'info',
  declined: 'error',
  in_progress: 'primary',
  completed: 'success',
  closed: 'default',
};

/** Adds a line (operation, labor hours, parts, sublet); on a decided order it opens a revision awaiting approval. */
export function AddLineDialog({ order, number, onClose }: { order: Order; number: number; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useGraphQLErrorText();
  const [values, setValues] = useState(EMPTY_LINE);
  const [errors, setErrors] = useState<LineErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddRepairOrderLineDocument);

  async function submit() {
    const { errors: found, amounts } = checkLine(values, true);
    setErrors(found);
    if (!amounts) return;
    setFailure(null);
    try {
      await add({
        variables: { input: { repairOrderId: order.id, line: { operation: values.operation.trim(), ...amounts } } },
      });
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  return (
    <FormDialog
      title={t('reconVehicle.line.addTitle', { number })}
      submitLabel={t('reconVehicle.line.add')}
      busy={loading}
      onSubmit={submit}
      onClose={onClose}
    >
      {addingMakesRevision(order.status as RepairOrderStatus) && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('reconVehicle.line.revisionNotice', { revision: order.revision + 1 })}
        </Alert>
      )}
      <LineFields values={values} errors={errors} onChange={setValues} withOperation />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </FormDialog>
  );
}

function Totals({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figures: [string, number][] = [
    [t('reconVehicle.order.estimate'), order.estimateCents],
    [t('reconVehicle.order.approved'), order.approvedCents],
    [t('reconVehicle.order.pending'), order.pendingCents],
    [t('reconVehicle.order.deferred'), order.declinedCents],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, my: 1, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1 }}
    >
      {figures.map(([label, cents]) => (
        <Fact key={label} label={label} figure>
          {format.money(cents)}
        </Fact>
      ))}
    </Box>
  );
}

function RepairOrderView({ order, number, canChange }: { order: Order; number: number; canChange: boolean }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const [adding, setAdding] = useState(false);
  const [advance, advancing] = useMutation(AdvanceRepairOrderDocument);
  const [remove] = useMutation(RemoveRepairOrderLineDocument);
  const status = order.status as RepairOrderStatus;
  const steps = STEPS.filter((step) => nextStatus(status, step).ok);
  const active = order.lines.filter((line) => line.decision !== 'declined');
  const deferred = order.lines.filter((line) => line.decision === 'declined');
  const title = t('reconVehicle.order.name', { number });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title} data-testid="repair-order">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Chip size="small" color={ORDER_STATUS_COLORS[status]} label={t(`reconVehicle.order.status.${status}`)} />
        {order.revision > 1 && (
          <Chip
            size="small"
            variant="outlined"
            label={t('reconVehicle.order.revision', { revision: order.revision })}
          />
        )}
      </Stack>
      <Totals order={order} />
      {active.length === 0 && deferred.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('reconVehicle.order.noLines')}
        </Typography>
      )}
      <RepairOrderLines
        lines={active}
        label={title}
        canRemove={canChange}
        onRemove={(line) =>
          void run(
            () => remove({ variables: { input: { repairOrderId: order.id, lineId: line.id } } }),
            t('reconVehicle.line.removed'),
          )
        }
      />
      {deferred.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h4">
            {t('reconVehicle.order.deferredWork')}
          </Typography>
          <RepairOrderLines
            lines={deferred}
            label={t('reconVehicle.order.deferredWork')}
            canRemove={false}
            onRemove={() => undefined}
          />
        </Box>
      )}
      {canChange && (
        <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
          {acceptsLines(status) && (
            <Button size="small" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
              {t('reconVehicle.line.add')}
            </Button>
          )}
          {steps.map((step) => (
            <Button
              key={step}
              size="small"
              variant="outlined"
              disabled={advancing.loading || (step === 'submit' && order.lines.length === 0)}
              onClick={() =>
                void run(
                  () => advance({ variables: { input: { repairOrderId: order.id, step } } }),
                  t(`reconVehicle.order.stepDone.${step}`),
                )
              }
            >
              {t(`reconVehicle.order.step.${step}`)}
            </Button>
          ))}
        </Stack>
      )}
      {adding && <AddLineDialog order={order} number={number} onClose={() => setAdding(false)} />}
    </Paper>
  );
}

/** The vehicle's repair orders, newest first, with their lines, totals and steps; writers open new ones. */
export function RepairOrdersCard({
  vehicleId,
  orders,
  error,
  canChange,
}: {
  vehicleId: string;
  orders: Order[];
  error: unknown;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const errorText = useGraphQLErrorText();
  const [create, creating] = useMutation(CreateRepairOrderDocument, { refetchQueries: [GetRepairOrdersDocument] });
  return (
    <Card>
      <CardHeader
        title={t('reconVehicle.order.title')}
        action={
          canChange && (
            <Button
              startIcon={<AddOutlined />}
              disabled={creating.loading}
              onClick={() => void run(() => create({ variables: { vehicleId } }), t('reconVehicle.order.created'))}
            >
              {t('reconVehicle.order.create')}
            </Button>
          )
        }
        sx={{ flexWrap: 'wrap', gap: 1 }}
      />
      <CardContent sx={{ pt: 0 }}>
        {Boolean(error) && <Alert severity="error">{errorText(error)}</Alert>}
        {orders.length === 0 && !error && (
          <Typography color="text.secondary">{t('reconVehicle.order.empty')}</Typography>
        )}
        <Stack sx={{ gap: 2 }}>
          {orders.map((order) => (
            <RepairOrderView key={order.id} order={order} number={orderNumber(orders, order)} canChange={canChange} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

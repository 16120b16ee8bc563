import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetInspectionTemplatesDocument } from '../../../../graphql/generated/operations/GetInspectionTemplates';
import { GetRepairOrdersDocument } from '../../../../graphql/generated/operations/GetRepairOrders';
import { GetVehicleInspectionsDocument } from '../../../../graphql/generated/operations/GetVehicleInspections';
import { RepairFailedItemDocument } from '../../../../graphql/generated/operations/RepairFailedItem';
import type { RepairOrderFieldsFragment } from '../../../../graphql/generated/operations/RepairOrderFields';
import { StartInspectionDocument } from '../../../../graphql/generated/operations/StartInspection';
import { acceptsLines, type RepairOrderStatus } from '../../../shared/recon/repair-order';
import { FormDialog } from '../../common/form-dialog';
import { useGraphQLErrorText } from '../../../base/use-graphql-action';
import { useToast } from '../../../base/toast-provider';
import { checkLine, EMPTY_LINE, LineFields, type LineErrors } from './line-fields';
import { orderNumber } from './order-number';

/** Starts an inspection from a template (the CPO one only with the organization's `cpo` feature: the graph leaves it out otherwise). */
export function StartInspectionDialog({
  vehicleId,
  onClose,
  onStarted,
}: {
  vehicleId: string;
  onClose: () => void;
  onStarted: (id: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useGraphQLErrorText();
  const templates = useQuery(GetInspectionTemplatesDocument);
  const [templateKey, setTemplateKey] = useState('standard');
  const [failure, setFailure] = useState<string | null>(null);
  const [start, { loading }] = useMutation(StartInspectionDocument, {
    refetchQueries: [GetVehicleInspectionsDocument],
  });

  async function submit() {
    setFailure(null);
    try {
      const result = await start({ variables: { vehicleId, templateKey } });
      onStarted(result.data!.startInspection.id);
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  return (
    <FormDialog
      title={t('reconVehicle.inspection.startTitle')}
      submitLabel={t('reconVehicle.inspection.start')}
      busy={loading}
      canSubmit={Boolean(templates.data)}
      onSubmit={submit}
      onClose={onClose}
    >
      {templates.error && <Alert severity="error">{errorText(templates.error)}</Alert>}
      <RadioGroup
        aria-label={t('reconVehicle.inspection.template')}
        value={templateKey}
        onChange={(event) => setTemplateKey(event.target.value)}
      >
        {(templates.data?.inspectionTemplates ?? []).map((template) => (
          <FormControlLabel
            key={template.key}
            value={template.key}
            control={<Radio />}
            label={
              <span>
                {template.name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('reconVehicle.inspection.itemCount', {
                    count: template.sections.reduce((sum, section) => sum + section.items.length, 0),
                  })}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </FormDialog>
  );
}

const NEW_ORDER = 'new';

/** Turns a failed item into a repair-order line in one action: on an open order of the vehicle, or a new one. */
export function RepairItemDialog(props: {
  inspectionId: string;
  itemKey: string;
  itemLabel: string;
  orders: RepairOrderFieldsFragment[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useGraphQLErrorText();
  const open = props.orders.filter((order) => acceptsLines(order.status as RepairOrderStatus));
  const [orderId, setOrderId] = useState(open[0]?.id ?? NEW_ORDER);
  const [values, setValues] = useState(EMPTY_LINE);
  const [errors, setErrors] = useState<LineErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [repair, { loading }] = useMutation(RepairFailedItemDocument, {
    refetchQueries: [GetRepairOrdersDocument],
    awaitRefetchQueries: true,
  });

  async function submit() {
    const { errors: found, amounts } = checkLine(values, false);
    setErrors(found);
    if (!amounts) return;
    setFailure(null);
    try {
      await repair({
        variables: {
          input: {
            inspectionId: props.inspectionId,
            itemKey: props.itemKey,
            repairOrderId: orderId === NEW_ORDER ? null : orderId,
            ...amounts,
          },
        },
      });
      toast(t('reconVehicle.inspection.repaired'), 'success');
      props.onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  return (
    <FormDialog
      title={t('reconVehicle.inspection.repairTitle', { item: props.itemLabel })}
      submitLabel={t('reconVehicle.inspection.repairSubmit')}
      busy={loading}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Stack sx={{ gap: 2, pt: 1 }}>
        <TextField
          select
          label={t('reconVehicle.inspection.repairOrder')}
          value={orderId}
          onChange={(event) => setOrderId(event.target.value)}
          fullWidth
        >
          {open.map((order) => (
            <MenuItem key={order.id} value={order.id}>
              {t('reconVehicle.order.name', { number: orderNumber(props.orders, order) })} ·{' '}
              {t(`reconVehicle.order.status.${order.status}`)}
            </MenuItem>
          ))}
          <MenuItem value={NEW_ORDER}>{t('reconVehicle.inspection.newOrder')}</MenuItem>
        </TextField>
        <LineFields values={values} errors={errors} onChange={setValues} withOperation={false} />
        {failure && <Alert severity="error">{failure}</Alert>}
      </Stack>
    </FormDialog>
  );
}

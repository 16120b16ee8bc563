import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateVehicleDocument } from '../../../graphql/generated/operations/CreateVehicle';
import { FormDialog } from '../common/form-dialog';
import { useGraphQLErrorToast } from '../../base/use-graphql-action';
import { useToast } from '../../base/toast-provider';
import { centsFromInput } from './money-input';
import { useInventoryAccess } from './use-inventory-access';
import { useInventoryRefresh } from './use-inventory-refresh';
import {
  checkVehicleForm,
  emptyVehicleForm,
  vehicleFacts,
  VehicleFormFields,
  type VehicleFormErrors,
} from './vehicle-form';

/** "Add vehicle": the form in a dialog; the new vehicle's page opens once it is saved. */
export function AddVehicleButton() {
  const { t } = useTranslation();
  const router = useRouter();
  const toast = useToast();
  const toastError = useGraphQLErrorToast();
  const refresh = useInventoryRefresh();
  const { canSeeCost } = useInventoryAccess();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(emptyVehicleForm);
  const [errors, setErrors] = useState<VehicleFormErrors>({});
  const [acceptMismatch, setAcceptMismatch] = useState(false);
  const [create, { loading }] = useMutation(CreateVehicleDocument);

  function start() {
    setValues(emptyVehicleForm());
    setErrors({});
    setAcceptMismatch(false);
    setOpen(true);
  }

  async function submit() {
    const found = checkVehicleForm(values, { withPrice: true, withCost: canSeeCost, acceptMismatch });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await create({
        variables: {
          input: {
            ...vehicleFacts(values, { withCost: canSeeCost }),
            listPriceCents: values.listPrice.trim() ? centsFromInput(values.listPrice) : null,
            status: values.status,
            acceptCheckDigitMismatch: acceptMismatch,
          },
        },
      });
      setOpen(false);
      refresh();
      toast(t('inventory.add.saved', { stockNumber: data?.createVehicle.stockNumber }), 'success');
      if (data) void router.push(`/inventory/${data.createVehicle.id}`);
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <>
      <Button variant="contained" startIcon={<AddOutlined />} onClick={start}>
        {t('inventory.add.button')}
      </Button>
      <FormDialog
        open={open}
        title={t('inventory.add.title')}
        submitLabel={t('inventory.add.submit')}
        busy={loading}
        onSubmit={submit}
        onClose={() => setOpen(false)}
        maxWidth="md"
        dividers
      >
        <VehicleFormFields
          values={values}
          onChange={setValues}
          errors={errors}
          acceptMismatch={acceptMismatch}
          onAcceptMismatchChange={setAcceptMismatch}
          withPrice
          withStatus
          withCost={canSeeCost}
        />
      </FormDialog>
    </>
  );
}

import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateVehicleDocument } from '../../../graphql/generated/client/graphql';
import { useToast } from '../notifications/toast-provider';
import { centsFromInput } from './format';
import { useGraphQLErrorToast } from '../common/use-graphql-action';
import { useInventoryAccess } from './use-inventory-access';
import { useInventoryRefresh } from './use-inventory-refresh';
import { checkVehicleForm, emptyVehicleForm, vehicleFacts, VehicleFormFields, type VehicleFormErrors } from './vehicle-form';

/** "Add vehicle": the form in a dialog; the new vehicle's page opens once it is saved. */
export function AddVehicleButton() {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
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

  async function submit(event: FormEvent) {
    event.preventDefault();
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
      <Dialog open={open} onClose={() => !loading && setOpen(false)} fullWidth maxWidth="md" fullScreen={fullScreen}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle>{t('inventory.add.title')}</DialogTitle>
          <DialogContent dividers>
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
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={loading}>
              {t('inventory.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={loading}>
              {t('inventory.add.submit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateFinancingReferralDocument } from '../../../graphql/generated/operations/CreateFinancingReferral';
import { FINANCING_PARTNERS } from '../../shared/financing/referral';
import { FormDialog } from '../common/form-dialog';
import { useGraphQLAction } from '../../base/use-graphql-action';

/** "Refer to financing": the customer, how to reach them and the partner, for one vehicle. */
export function ReferDialog({ vehicleId, onClose }: { vehicleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const [create, { loading }] = useMutation(CreateFinancingReferralDocument, {
    refetchQueries: ['ListFinancingReferrals'],
  });
  const [customerName, setCustomerName] = useState('');
  const [customerEmail, setCustomerEmail] = useState('');
  const [customerPhone, setCustomerPhone] = useState('');
  const [partner, setPartner] = useState<string>(FINANCING_PARTNERS[0]);

  async function submit() {
    const done = await run(
      () =>
        create({
          variables: {
            input: {
              vehicleId,
              customerName,
              customerEmail: customerEmail || null,
              customerPhone: customerPhone || null,
              partner,
            },
          },
        }),
      t('financing.refer.done'),
    );
    if (done) onClose();
  }

  return (
    <FormDialog
      title={t('financing.refer.title')}
      submitLabel={t('financing.refer.submit')}
      busy={loading}
      canSubmit={customerName.trim() !== '' && (customerEmail.trim() !== '' || customerPhone.trim() !== '')}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack sx={{ gap: 2, pt: 1 }}>
        <TextField
          label={t('financing.field.customerName')}
          value={customerName}
          onChange={(event) => setCustomerName(event.target.value)}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          label={t('financing.field.customerEmail')}
          type="email"
          value={customerEmail}
          onChange={(event) => setCustomerEmail(event.target.value)}
          helperText={t('financing.refer.contactHint')}
        />
        <TextField
          label={t('financing.field.customerPhone')}
          type="tel"
          value={customerPhone}
          onChange={(event) => setCustomerPhone(event.target.value)}
        />
        <TextField
          select
          label={t('financing.field.partner')}
          value={partner}
          onChange={(event) => setPartner(event.target.value)}
        >
          {FINANCING_PARTNERS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </FormDialog>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignTransportOrderDocument } from '../../../graphql/generated/operations/AssignTransportOrder';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { centsFromInput, inputFromCents } from '../inventory/money-input';

/** Gives a requested order its carrier and agreed price (requested → assigned). */
export function CarrierForm({ orderId, priceCents }: { orderId: string; priceCents: number | null }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const [name, setName] = useState('');
  const [mcDotNumber, setMcDotNumber] = useState('');
  const [contact, setContact] = useState('');
  const [price, setPrice] = useState(inputFromCents(priceCents));
  const [submitted, setSubmitted] = useState(false);
  const [assign, { loading }] = useMutation(AssignTransportOrderDocument, { refetchQueries: ['GetTransportOrders'] });
  const cents = price.trim() ? centsFromInput(price) : null;
  const problems = {
    name: name.trim() ? null : t('transport.carrier.nameRequired'),
    price: price.trim() && cents === null ? t('transport.new.priceInvalid') : null,
  };

  async function submit() {
    setSubmitted(true);
    if (problems.name || problems.price) return;
    await run(
      () =>
        assign({
          variables: {
            id: orderId,
            input: { name, mcDotNumber: mcDotNumber || null, contact: contact || null, priceCents: cents },
          },
        }),
      t('transport.carrier.assigned'),
    );
  }

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('transport.carrier.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('transport.carrier.title')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t('transport.carrier.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={submitted && Boolean(problems.name)}
          helperText={submitted && problems.name}
          required
          fullWidth
        />
        <TextField
          label={t('transport.carrier.mcDotNumber')}
          value={mcDotNumber}
          onChange={(event) => setMcDotNumber(event.target.value)}
          helperText={t('transport.carrier.mcDotHint')}
          fullWidth
        />
        <TextField
          label={t('transport.carrier.contact')}
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          fullWidth
        />
        <TextField
          label={t('transport.field.price')}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={submitted && Boolean(problems.price)}
          helperText={submitted && problems.price}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Button type="submit" variant="contained" disabled={loading} sx={{ minHeight: 48 }}>
          {t('transport.carrier.assign')}
        </Button>
      </Stack>
    </Box>
  );
}

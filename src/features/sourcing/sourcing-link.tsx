import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { useCanDo } from '../access/use-can-do';

/** The inventory screen's way to sourcing, for those who may open any part of it (the buy list, or requests to the group). */
export function SourcingLink() {
  const { t } = useTranslation();
  const buys = useCanDo('readSourcing');
  const requests = useCanDo('readInventoryRequests');
  if (!buys && !requests) return null;
  return (
    <Button component={NextLink} href="/inventory/sourcing" startIcon={<ShoppingCartOutlined />}>
      {t('sourcing.link')}
    </Button>
  );
}

import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { useCanDo } from '../access/use-can-do';

/** The inventory screen's way to sourcing, for those who may open it. */
export function SourcingLink() {
  const { t } = useTranslation();
  if (!useCanDo('readSourcing')) return null;
  return (
    <Button component={NextLink} href="/inventory/sourcing" startIcon={<ShoppingCartOutlined />}>
      {t('sourcing.link')}
    </Button>
  );
}

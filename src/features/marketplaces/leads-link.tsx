import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { MARKETPLACE_LEADS_PAGE } from '../../layout/navigation';
import { useCanDo } from '../access/use-can-do';

/** The inventory screen's way to the marketplace leads, for those who may read them. */
export function LeadsLink() {
  const { t } = useTranslation();
  if (!useCanDo('readMarketplaceLeads')) return null;
  return (
    <Button component={NextLink} href={MARKETPLACE_LEADS_PAGE.path} startIcon={<ForumOutlined />}>
      {t('leads.link')}
    </Button>
  );
}

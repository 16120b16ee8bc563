import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DMS_PAGE,
  MARKETPLACES_PAGE,
  RECON_WORKFLOW_PAGE,
  REPORT_SUMMARIES_PAGE,
  WEBHOOKS_PAGE,
} from '../../layout/navigation';
import { canAccess, canDo, type AccessUser } from '../../shared/access';

type Link = { key: string; href: string; icon: ReactNode; visible: boolean };

/**
 * The other settings screens this user may open: the recon workflow, team, billing, territories, the owners' weekly
 * summary e-mail, the DMS connection, marketplace feeds, API tokens and webhooks ("Integrations") and, for Lotwise administrators, the administration screen.
 */
export function MoreSettingsCard({ user }: { user: AccessUser }) {
  const { t } = useTranslation();
  const links: Link[] = [
    {
      key: 'reconWorkflow',
      href: RECON_WORKFLOW_PAGE.path,
      icon: <TimelineOutlined />,
      visible: canAccess(user, RECON_WORKFLOW_PAGE.criteria),
    },
    {
      key: 'team',
      href: '/settings/users',
      icon: <GroupOutlined />,
      visible: canAccess(user, { some_permissions: ['user_settings'] }),
    },
    {
      key: 'billing',
      href: '/settings/billing',
      icon: <CreditCardOutlined />,
      visible: canAccess(user, { some_permissions: ['billing_settings'] }),
    },
    {
      key: 'territories',
      href: '/settings/territory-insights',
      icon: <MapOutlined />,
      visible: canAccess(user, { some_permissions: ['territory_insights_settings'] }),
    },
    {
      key: 'reportSummaries',
      href: REPORT_SUMMARIES_PAGE.path,
      icon: <MailOutlined />,
      visible: canDo(user, 'manageReportSummaries'),
    },
    { key: 'dms', href: DMS_PAGE.path, icon: <DnsOutlined />, visible: canDo(user, 'manageDms') },
    {
      key: 'marketplaces',
      href: MARKETPLACES_PAGE.path,
      icon: <StorefrontOutlined />,
      visible: canDo(user, 'readMarketplaceFeeds'),
    },
    { key: 'apiTokens', href: '/settings/api-tokens', icon: <KeyOutlined />, visible: canDo(user, 'manageApiTokens') },
    { key: 'webhooks', href: WEBHOOKS_PAGE.path, icon: <WebhookOutlined />, visible: canDo(user, 'manageWebhooks') },
    { key: 'admin', href: '/admin', icon: <AdminPanelSettingsOutlined />, visible: canDo(user, 'administer') },
  ].filter((link) => link.visible);
  if (links.length === 0) return null;

  return (
    <Card>
      <CardHeader slotProps={{ title: { component: 'h2' } }} title={t('settingsLinks.title')} />
      {/* Each link sits in its own list item: a list holds only items (WCAG 1.3.1). */}
      <List disablePadding sx={{ pb: 1 }}>
        {links.map((link) => (
          <ListItem key={link.key} disablePadding>
            <ListItemButton component={NextLink} href={link.href}>
              <ListItemIcon>{link.icon}</ListItemIcon>
              <ListItemText primary={t(`settingsLinks.${link.key}`)} secondary={t(`settingsLinks.${link.key}.hint`)} />
              <ChevronRight color="action" aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

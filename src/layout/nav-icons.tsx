import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import NotificationImportantOutlined from '@mui/icons-material/NotificationImportantOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { NavIcon } from './navigation';

/** The icon component of each navigation icon name (src/layout/navigation.ts stays free of React). */
export const NAV_ICONS: Record<NavIcon, typeof SvgIcon> = {
  dashboard: SpaceDashboardOutlined,
  inventory: DirectionsCarOutlined,
  appraisals: RequestQuoteOutlined,
  recon: HandymanOutlined,
  pricing: SellOutlined,
  reports: AssessmentOutlined,
  roapproval: FactCheckOutlined,
  needs_attention: NotificationImportantOutlined,
  transportation: LocalShippingOutlined,
  settings: SettingsOutlined,
  users: GroupOutlined,
  billing: ReceiptLongOutlined,
  territory: TravelExploreOutlined,
  agent: BadgeOutlined,
  route: RouteOutlined,
  api_tokens: KeyOutlined,
  webhooks: WebhookOutlined,
  notifications: NotificationsOutlined,
  admin: AdminPanelSettingsOutlined,
};

/** Renders the icon for a navigation icon name; decorative, since the entry's text names it. */
export function NavItemIcon({ icon, ...props }: { icon: NavIcon } & SvgIconProps) {
  const Icon = NAV_ICONS[icon];
  return <Icon aria-hidden {...props} />;
}

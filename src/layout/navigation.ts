import { canAccess, sectionByKey, type AccessCriteria, type AccessUser, type SectionKey } from '../shared/access';
import { AGENT_MAP_MY_ROUTE_PATH, AGENT_TERRITORY_INSIGHTS_PATH, OPERATION_ACCESS } from '../shared/access';

/** A link in the navigation; `titleKey` is a translation key of public/locales. */
export type NavLink = { kind: 'link'; key: string; titleKey: string; path: string; icon: NavIcon };
export type NavGroup = { kind: 'group'; key: string; titleKey: string; icon: NavIcon; children: NavLink[] };
export type NavItem = NavLink | NavGroup;

/** Icon names; the layout maps them to components, so this module stays free of React. */
export type NavIcon =
  | 'dashboard'
  | 'inventory'
  | 'appraisals'
  | 'recon'
  | 'pricing'
  | 'reports'
  | 'roapproval'
  | 'needs_attention'
  | 'transportation'
  | 'settings'
  | 'users'
  | 'billing'
  | 'territory'
  | 'agent'
  | 'route'
  | 'api_tokens'
  | 'webhooks'
  | 'notifications'
  | 'admin';

/**
 * Pages outside the sections that have a navigation entry. Their criteria guard the page
 * (src/pages) and decide whether the entry shows, so the two cannot disagree.
 */
export const API_TOKENS_PAGE = { path: '/settings/api-tokens', criteria: { roles: ['OWNER'] } } as const satisfies {
  path: string;
  criteria: AccessCriteria;
};
/**
 * Webhook endpoints (issue 38, docs/webhooks.md): the criteria of the server's `manageWebhooks`
 * (an OWNER). People only: a token never opens a page, and the graph refuses tokens regardless.
 */
export const WEBHOOKS_PAGE = {
  path: '/settings/webhooks',
  criteria: OPERATION_ACCESS.manageWebhooks.criteria[0],
} as const satisfies { path: string; criteria: AccessCriteria };
/** Where one's own notifications go (docs/notifications.md): every signed-in person. */
export const NOTIFICATIONS_PAGE = {
  path: '/settings/notifications',
  criteria: {},
} as const satisfies { path: string; criteria: AccessCriteria };
/** The recon workflow is an organization setting: the settings section opens it (changing it also needs scope 2). */
export const RECON_WORKFLOW_PAGE = {
  path: '/settings/recon-workflow',
  criteria: { some_permissions: ['settings'] },
} as const satisfies { path: string; criteria: AccessCriteria };
/** The weekly summary e-mail's schedule: owners choose it (the server's `manageReportSummaries`). */
export const REPORT_SUMMARIES_PAGE = {
  path: '/settings/report-summaries',
  criteria: { roles: ['OWNER'] },
} as const satisfies { path: string; criteria: AccessCriteria };
/** The DMS connection and its inventory feed: an OWNER with the `dms_configuration` feature (the server's `manageDms`). */
export const DMS_PAGE = {
  path: '/settings/dms',
  criteria: { feature_flags: ['dms_configuration'], roles: ['OWNER'] },
} as const satisfies { path: string; criteria: AccessCriteria };
/** Marketplace feeds are an organization setting: the settings section (an OWNER or a member holding it) with `marketplace_sales` (the server's `readMarketplaceFeeds`). */
export const MARKETPLACES_PAGE = {
  path: '/settings/marketplaces',
  criteria: { feature_flags: ['marketplace_sales'], user_access: ['settings'] },
} as const satisfies { path: string; criteria: AccessCriteria };
/** The leads marketplaces post back: the inventory section with `marketplace_sales` (the server's `readMarketplaceLeads`). */
export const MARKETPLACE_LEADS_PAGE = {
  path: '/inventory/leads',
  criteria: { feature_flags: ['marketplace_sales'], some_permissions: ['inventory'] },
} as const satisfies { path: string; criteria: AccessCriteria };
export const ADMIN_CONSOLE_PAGE = { path: '/admin', criteria: { types: ['admin'] } } as const satisfies {
  path: string;
  criteria: AccessCriteria;
};

const MAIN_SECTIONS: { key: SectionKey; icon: NavIcon }[] = [
  { key: 'dashboard', icon: 'dashboard' },
  { key: 'inventory', icon: 'inventory' },
  { key: 'appraisals', icon: 'appraisals' },
  { key: 'recon', icon: 'recon' },
  { key: 'pricing', icon: 'pricing' },
  { key: 'roapproval', icon: 'roapproval' },
  { key: 'needs_attention', icon: 'needs_attention' },
  { key: 'transportation', icon: 'transportation' },
  { key: 'reports', icon: 'reports' },
];

const SETTINGS_SECTIONS: { key: SectionKey; icon: NavIcon }[] = [
  { key: 'settings', icon: 'settings' },
  { key: 'user_settings', icon: 'users' },
  { key: 'billing_settings', icon: 'billing' },
  { key: 'territory_insights_settings', icon: 'territory' },
];

function sectionLink(key: SectionKey, icon: NavIcon): NavLink {
  return { kind: 'link', key, titleKey: `nav.${key}`, path: sectionByKey(key)!.path, icon };
}

/** Whether the user may open a section: the navigation rule of CONTRACTS.md, also used by page guards. */
export function canOpenSection(user: AccessUser | null, key: SectionKey): boolean {
  return canAccess(user, { some_permissions: [key] });
}

/** The navigation a user sees: each section when they may open it, the agent area for agents. */
export function buildNavigation(user: AccessUser | null): NavItem[] {
  const visible = (sections: { key: SectionKey; icon: NavIcon }[]) =>
    sections.filter(({ key }) => canOpenSection(user, key)).map(({ key, icon }) => sectionLink(key, icon));

  const items: NavItem[] = visible(MAIN_SECTIONS);
  if (canAccess(user, { types: ['agent'] })) {
    items.push({
      kind: 'group',
      key: 'agent',
      titleKey: 'nav.agent',
      icon: 'agent',
      children: [
        {
          kind: 'link',
          key: 'territory_insights',
          titleKey: 'nav.agent.territory_insights',
          path: AGENT_TERRITORY_INSIGHTS_PATH,
          icon: 'territory',
        },
        {
          kind: 'link',
          key: 'map_my_route',
          titleKey: 'nav.agent.map_my_route',
          path: AGENT_MAP_MY_ROUTE_PATH,
          icon: 'route',
        },
      ],
    });
  }
  const settings = visible(SETTINGS_SECTIONS);
  if (canAccess(user, RECON_WORKFLOW_PAGE.criteria)) {
    settings.splice(1, 0, {
      kind: 'link',
      key: 'recon_workflow',
      titleKey: 'nav.recon_workflow',
      path: RECON_WORKFLOW_PAGE.path,
      icon: 'recon',
    });
  }
  if (canAccess(user, API_TOKENS_PAGE.criteria)) {
    settings.push({
      kind: 'link',
      key: 'api_tokens',
      titleKey: 'nav.api_tokens',
      path: API_TOKENS_PAGE.path,
      icon: 'api_tokens',
    });
  }
  if (canAccess(user, WEBHOOKS_PAGE.criteria)) {
    settings.push({
      kind: 'link',
      key: 'webhooks',
      titleKey: 'nav.webhooks',
      path: WEBHOOKS_PAGE.path,
      icon: 'webhooks',
    });
  }
  if (canAccess(user, NOTIFICATIONS_PAGE.criteria)) {
    settings.push({
      kind: 'link',
      key: 'notifications',
      titleKey: 'nav.notifications',
      path: NOTIFICATIONS_PAGE.path,
      icon: 'notifications',
    });
  }
  if (settings.length > 0) {
    items.push({
      kind: 'group',
      key: 'settings_group',
      titleKey: 'nav.settings_group',
      icon: 'settings',
      children: settings,
    });
  }
  if (canAccess(user, ADMIN_CONSOLE_PAGE.criteria)) {
    items.push({ kind: 'link', key: 'admin', titleKey: 'nav.admin', path: ADMIN_CONSOLE_PAGE.path, icon: 'admin' });
  }
  return items;
}

/** Whether `path` is the link's page or below it (for highlighting the current entry). */
export function isActivePath(linkPath: string, currentPath: string): boolean {
  const path = currentPath.split(/[?#]/)[0] ?? '';
  return path === linkPath || path.startsWith(`${linkPath}/`);
}

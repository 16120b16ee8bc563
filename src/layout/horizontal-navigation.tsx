import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { HorizontalGroup } from './horizontal-group';
import { NavBadge } from './nav-badge';
import { NavItemIcon } from './nav-icons';
import type { NavLink } from './navigation';
import { barEntrySx } from './nav-styles';
import type { NavigationState } from './use-navigation';

/**
 * The horizontal navigation: a bar of entries under the app bar (md and up). A group opens its
 * menu on hover, on focus, or with Enter / Space / ArrowDown; Escape closes it.
 */
export function HorizontalNavigation({ navigation, maxWidth }: { navigation: NavigationState; maxWidth?: number }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          mx: 'auto',
          maxWidth,
          px: { md: 1.5, lg: 3 },
          py: 1,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.25,
        }}
      >
        {navigation.items.map((item) => (
          <Box component="li" key={item.key} sx={{ position: 'relative' }}>
            {item.kind === 'group' ? (
              <HorizontalGroup
                group={item}
                activePath={navigation.activePath}
                containsActive={item.key === navigation.activeGroupKey}
              />
            ) : (
              <HorizontalLink
                link={item}
                active={item.path === navigation.activePath}
                badge={navigation.badges[item.key]}
              />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function HorizontalLink({ link, active, badge }: { link: NavLink; active: boolean; badge?: number }) {
  const { t } = useTranslation();
  return (
    <Button
      component={NextLink}
      href={link.path}
      aria-current={active ? 'page' : undefined}
      startIcon={<NavItemIcon icon={link.icon} />}
      sx={(theme) => barEntrySx(theme, active)}
    >
      {t(link.titleKey)}
      <NavBadge count={badge} />
    </Button>
  );
}

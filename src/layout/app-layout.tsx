import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from './settings/settings-context';
import { LayoutAppBar } from './app-bar';
import { Customizer, useCustomizerOpen } from './customizer';
import { LayoutFooter } from './footer';
import { HorizontalNavigation } from './horizontal-navigation';
import { useNoNavBadges, type UseNavBadges } from './nav-badges';
import { useNavigation } from './use-navigation';
import { VerticalNavigation } from './vertical-navigation';

/** Width of the content, app bar and footer when `contentWidth` is 'boxed'. */
export const BOXED_CONTENT_WIDTH = 1440;

const MAIN_CONTENT_ID = 'main-content';

function SkipToContent() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        insetInlineStart: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: theme.palette.getContrastText(theme.palette.primary.main),
        fontWeight: 600,
        textDecoration: 'none',
        boxShadow: theme.shadows[6],
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: `2px solid ${theme.palette.text.primary}`, outlineOffset: 2 },
      })}
    >
      {t('layout.skipToContent')}
    </Box>
  );
}

/**
 * The application shell around every signed-in page: vertical or horizontal navigation, app
 * bar, boxed or full-width content, footer and the customizer, all following the appearance
 * settings. The counts beside navigation entries are the features': the page passes their hook in.
 */
export function AppLayout({
  children,
  useNavBadges = useNoNavBadges,
  appBarItems,
}: {
  children: ReactNode;
  useNavBadges?: UseNavBadges;
  /** The features' items of the app bar (the notifications bell): the page passes them in, as it does the badges. */
  appBarItems?: ReactNode;
}) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const theme = useTheme();
  const mdUp = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const navigation = useNavigation(useNavBadges);
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useCustomizerOpen();

  const horizontal = settings.layout === 'horizontal';
  const hasNavigation = !settings.navHidden;
  const maxWidth = settings.contentWidth === 'boxed' ? BOXED_CONTENT_WIDTH : undefined;

  const appBar = (
    <LayoutAppBar
      maxWidth={maxWidth}
      onOpenNavigation={hasNavigation ? () => setMobileNavOpen(true) : undefined}
      onOpenCustomizer={() => setCustomizerOpen(true)}
      items={appBarItems}
    >
      {horizontal && hasNavigation && mdUp ? (
        <HorizontalNavigation navigation={navigation} maxWidth={maxWidth} />
      ) : null}
    </LayoutAppBar>
  );

  const main = (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{ flex: 1, minWidth: 0, outline: 'none', px: { xs: 2, md: 3 }, pt: horizontal ? 3 : 1, pb: 3 }}
    >
      <Box sx={{ maxWidth, mx: 'auto', width: '100%' }}>{children}</Box>
    </Box>
  );

  // Wide screens dock the vertical navigation; narrow screens (and the horizontal layout there) use the overlay.
  const docked = hasNavigation && !horizontal && mdUp;
  const overlay = hasNavigation && !mdUp;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipToContent />
      {docked && <VerticalNavigation navigation={navigation} variant="permanent" />}
      {overlay && (
        <VerticalNavigation
          navigation={navigation}
          variant="temporary"
          open={mobileNavOpen}
          onClose={() => setMobileNavOpen(false)}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {appBar}
        {main}
        <LayoutFooter maxWidth={maxWidth} />
      </Box>
      {/* Without an app bar on wide screens, the customizer keeps its own button, so the bar can come back. */}
      {settings.appBar === 'hidden' && !horizontal && mdUp && (
        <Fab
          color="primary"
          size="medium"
          aria-label={t('appBar.openCustomizer')}
          onClick={() => setCustomizerOpen(true)}
          sx={{ position: 'fixed', insetInlineEnd: 24, bottom: 24 }}
        >
          <TuneOutlined />
        </Fab>
      )}
      <Customizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
    </Box>
  );
}

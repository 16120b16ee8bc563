import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import { useSettings } from '../layout/settings/settings-context';
import { createLotwiseTheme } from './create-theme';

let rtlCache: EmotionCache | undefined;
let rtlCacheLoad: Promise<EmotionCache> | undefined;

// Right-to-left styles come from a second Emotion cache that flips every rule (MUI's RTL guide).
// Its plugin (cssjanus) loads only once right-to-left is chosen, not in every first load.
function loadRtlCache(): Promise<EmotionCache> {
  rtlCacheLoad ??= import('stylis-plugin-rtl').then(({ default: rtlPlugin }) => {
    rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
    return rtlCache;
  });
  return rtlCacheLoad;
}

/** The right-to-left cache once loaded; asking for it starts the load. */
function useRtlCache(wanted: boolean): EmotionCache | undefined {
  const [cache, setCache] = useState(rtlCache);
  useEffect(() => {
    if (wanted && !cache) void loadRtlCache().then(setCache);
  }, [wanted, cache]);
  return cache;
}

/** The MUI theme for the current appearance settings, with RTL when `direction` is 'rtl'. */
export function ThemeComponent({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const ltrCache = useEmotionCache();
  const rtl = useRtlCache(settings.direction === 'rtl');
  const { mode, themeColor, direction, skin } = settings;
  const theme = useMemo(
    () => createLotwiseTheme({ mode, themeColor, direction, skin }),
    [mode, themeColor, direction, skin],
  );
  const themed = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles
        styles={{
          html: { colorScheme: mode },
          '#nprogress .bar': { background: theme.palette.primary.main, height: 3, zIndex: theme.zIndex.tooltip + 1 },
          '#nprogress .peg': {
            boxShadow: `0 0 10px ${theme.palette.primary.main}, 0 0 5px ${theme.palette.primary.main}`,
          },
        }}
      />
      {children}
    </ThemeProvider>
  );
  // Always the same element, only the cache changes: switching direction keeps page state.
  // Until the right-to-left cache has loaded (a moment, once), rules stay unflipped.
  return <CacheProvider value={direction === 'rtl' && rtl ? rtl : ltrCache}>{themed}</CacheProvider>;
}

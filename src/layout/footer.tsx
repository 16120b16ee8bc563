import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../shared/config';
import { useSettings } from './settings/settings-context';
import { softShadow } from './app-bar';

const SUPPORT_EMAIL = 'support@lotwise.app';

/** The footer: 'static' after the content, 'sticky' at the bottom of the window, or not shown ('hidden'). */
export function LayoutFooter({ maxWidth }: { maxWidth?: number }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  if (settings.footer === 'hidden') return null;
  const sticky = settings.footer === 'sticky';
  const bordered = settings.skin === 'bordered';
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={(theme) => ({
        px: { xs: 2, md: 3 },
        ...(sticky && {
          position: 'sticky',
          bottom: 0,
          zIndex: theme.zIndex.appBar - 1,
          bgcolor: 'background.paper',
          ...(bordered
            ? { borderTop: `1px solid ${theme.palette.divider}` }
            : { boxShadow: softShadow(theme).replace('0 4px', '0 -4px') }),
        }),
      })}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{
          maxWidth,
          mx: 'auto',
          py: sticky ? 1.5 : 2.5,
          justifyContent: 'space-between',
          alignItems: { sm: 'center' },
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { year, product: PRODUCT_NAME })}
        </Typography>
        <Stack direction="row" spacing={2.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <li>
            <Link href={`mailto:${SUPPORT_EMAIL}`} variant="body2" underline="hover" color="primary">
              {t('footer.support')}
            </Link>
          </li>
          <li>
            <Link
              component="button"
              type="button"
              variant="body2"
              underline="hover"
              color="primary"
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
              sx={{ verticalAlign: 'baseline' }}
            >
              {t('footer.backToTop')}
            </Link>
          </li>
        </Stack>
      </Stack>
    </Box>
  );
}

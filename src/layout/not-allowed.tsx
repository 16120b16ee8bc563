import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { hasFeatureFlag, sectionByKey, type AccessCriteria, type AccessSubject } from '../shared/access';
import { useMe } from '../base/use-me';

/** The sentence for a page that opens one section: the feature the organization lacks, or the permission. */
function useReason(criteria: AccessCriteria | undefined, user: AccessSubject | null | undefined): string {
  const { t } = useTranslation();
  const keys = criteria?.some_permissions ?? criteria?.all_permissions;
  const section = keys?.length === 1 ? sectionByKey(keys[0]!) : undefined;
  // Until the user is known, what is missing is not: the general sentence.
  if (!section || !user) return t('forbidden.body');
  const name = t(`section.${section.key}`);
  if (section.requiredFlag !== 'none' && !hasFeatureFlag(user, section.requiredFlag)) {
    return t('forbidden.needsFeature', { section: name, feature: t(`featureFlag.${section.requiredFlag}`) });
  }
  return t('forbidden.needsSection', { section: name });
}

/** The "not allowed" page: what happened, what is missing in plain words, and where to go instead. */
export function NotAllowed({ criteria }: { criteria?: AccessCriteria }) {
  const { t } = useTranslation();
  const { user } = useMe({ throwOnError: false });
  const reason = useReason(criteria, user);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', textAlign: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 520 }}>
        <LockOutlined sx={{ fontSize: 56, color: 'text.secondary', mb: 2 }} aria-hidden />
        <Typography variant="h4" component="h1" gutterBottom>
          {t('forbidden.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {reason}
        </Typography>
        <Button component={NextLink} href="/dashboard" variant="contained">
          {t('forbidden.back')}
        </Button>
      </Box>
    </Box>
  );
}

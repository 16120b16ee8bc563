import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGraphQLErrorText } from '../../base/use-graphql-action';

/** A section's loading state: a spinner announced to screen readers. */
export function SectionLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress size={32} aria-label={label ?? t('common.loading')} />
    </Box>
  );
}

/** What shows over the page while an on-demand dialog's code loads (next/dynamic `loading`). */
export function DialogLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.disabled',
      }}
    >
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/** A section with nothing in it yet: what is missing and, optionally, how to add it. */
export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 5, px: 2 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {body && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 480, mx: 'auto' }}>
          {body}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

/**
 * What a section shows for its query: a spinner until the first answer, the error with Retry
 * when there is no answer, `empty` when the answer has nothing in it, else the content. An
 * answer at hand stays shown while a refetch runs.
 */
export function QueryState({
  loaded,
  loading,
  error,
  onRetry,
  loadingLabel,
  empty,
  children,
}: {
  /** Whether an answer is at hand. */
  loaded: boolean;
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  loadingLabel?: string;
  /** Shown instead of the content when the answer has nothing in it (false otherwise). */
  empty: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useGraphQLErrorText();
  if (!loaded && loading) return <SectionLoading label={loadingLabel} />;
  if (!loaded && error)
    return (
      <EmptyState
        title={errorText(error)}
        action={<Button onClick={() => void onRetry()}>{t('common.retry')}</Button>}
      />
    );
  return <>{empty || children}</>;
}

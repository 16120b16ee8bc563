import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetAuditLogDocument, type GetAuditLogQuery } from '../../../graphql/generated/operations/GetAuditLog';
import { useFormat } from '../common/format';
import { EmptyState, SectionLoading } from '../common/loading';
import { useGraphQLErrorText } from '../../base/use-graphql-action';
import { NOTHING, compactDiff } from './json-diff';

type Entry = GetAuditLogQuery['auditLog']['edges'][number]['node'];

const PAGE_SIZE = 20;

/**
 * Recorded changes, newest first: when, who, what, on what, and the values before → after.
 * Without `organizationId` the server answers the viewer's own organization. A list rather
 * than a table, so an entry reads the same on a phone.
 */
export function AuditLog({ organizationId }: { organizationId?: string }) {
  const { t } = useTranslation();
  // Each "Load more" adds a page that starts after the previous page's last entry.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return (
    <Box component="ol" aria-label={t('audit.title')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {cursors.map((after, index) => (
        <AuditLogPage
          key={after ?? 'first'}
          organizationId={organizationId}
          after={after}
          isFirst={index === 0}
          isLast={index === cursors.length - 1}
          onMore={(cursor) => setCursors((list) => [...list, cursor])}
        />
      ))}
    </Box>
  );
}

function AuditLogPage({
  organizationId,
  after,
  isFirst,
  isLast,
  onMore,
}: {
  organizationId?: string;
  after: string | null;
  isFirst: boolean;
  isLast: boolean;
  onMore: (cursor: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useGraphQLErrorText();
  const { data, loading, error, refetch } = useQuery(GetAuditLogDocument, {
    variables: { filter: organizationId ? { organizationId } : undefined, first: PAGE_SIZE, after },
  });
  const edges = data?.auditLog.edges ?? [];
  const pageInfo = data?.auditLog.pageInfo;

  let content;
  if (!data && loading) content = <SectionLoading label={t('audit.loading')} />;
  else if (!data && error)
    content = (
      <EmptyState
        title={errorText(error)}
        action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    );
  else if (isFirst && edges.length === 0) content = <EmptyState title={t('audit.empty')} body={t('audit.emptyBody')} />;
  if (content) return <Box component="li">{content}</Box>;

  return (
    <>
      {edges.map(({ node }) => (
        <AuditItem key={node.id} entry={node} />
      ))}
      {isLast && pageInfo?.hasNextPage && pageInfo.endCursor && (
        <Box component="li" sx={{ textAlign: 'center', py: 1 }}>
          <Button onClick={() => onMore(pageInfo.endCursor!)}>{t('common.loadMore')}</Button>
        </Box>
      )}
    </>
  );
}

function AuditItem({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lines = compactDiff(entry.before, entry.after);
  const who = entry.actor
    ? entry.actor.displayName
    : entry.actorTokenId
      ? t('audit.apiToken', { id: entry.actorTokenId.slice(0, 8) })
      : t('audit.system');
  const target = entry.targetId
    ? `${entry.targetType} ${entry.targetId.length > 12 ? `${entry.targetId.slice(0, 8)}…` : entry.targetId}`
    : entry.targetType;

  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '220px 1fr' },
        columnGap: 3,
        rowGap: 0.75,
        px: 2.5,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" component="p">
          <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          component="p"
          sx={{ wordBreak: 'break-word' }}
          title={entry.actor && 'email' in entry.actor ? entry.actor.email : undefined}
        >
          {who}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Chip size="small" variant="outlined" label={entry.action} sx={{ fontFamily: 'monospace' }} />
          <Typography
            variant="caption"
            color="text.secondary"
            title={entry.targetId ?? undefined}
            sx={{ fontFamily: 'monospace' }}
          >
            {target}
          </Typography>
        </Box>
        {lines.length > 0 && (
          <Box
            component="ul"
            aria-label={t('audit.change')}
            sx={{ m: 0, mt: 0.75, p: 0, listStyle: 'none', fontFamily: 'monospace', fontSize: 12.5 }}
          >
            {lines.map((line) => (
              <Box component="li" key={line.path} sx={{ wordBreak: 'break-word' }}>
                {line.path && (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {line.path}:{' '}
                  </Box>
                )}
                {line.before !== NOTHING && (
                  <Box
                    component="span"
                    sx={{ color: 'error.main', textDecoration: line.after === NOTHING ? 'line-through' : undefined }}
                  >
                    {line.before}
                  </Box>
                )}
                {line.before !== NOTHING && line.after !== NOTHING && ' → '}
                {line.after !== NOTHING && (
                  <Box component="span" sx={{ color: 'success.dark' }}>
                    {line.after}
                  </Box>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

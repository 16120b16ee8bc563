import AddOutlined from '@mui/icons-material/AddOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListMarketplaceFeedsDocument } from '../../../graphql/generated/operations/ListMarketplaceFeeds';
import type { MarketplaceFeedFieldsFragment } from '../../../graphql/generated/operations/MarketplaceFeedFields';
import { RevokeMarketplaceFeedDocument } from '../../../graphql/generated/operations/RevokeMarketplaceFeed';
import { useCanDo } from '../access/use-can-do';
import { useConfirm } from '../../base/confirm-dialog';
import { useFormat } from '../common/format';
import { ActionsCell, ListTable } from '../common/list-table';
import { EmptyState } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { CreateFeedDialog, FeedCreatedDialog, type CreatedFeed } from './feed-dialogs';

type Feed = MarketplaceFeedFieldsFragment;

/**
 * /settings/marketplaces (settings section + `marketplace_sales`): a feed per marketplace the
 * store lists on, its pulls and leads; people with scope 2 add feeds (URLs and lead secret shown
 * once) and revoke them.
 */
export function MarketplacesScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useGraphQLAction();
  const canManage = useCanDo('manageMarketplaceFeeds');
  const { data, loading, error, refetch } = useQuery(ListMarketplaceFeedsDocument);
  const [revoke] = useMutation(RevokeMarketplaceFeedDocument);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedFeed | null>(null);
  const confirm = useConfirm();
  const feeds = data?.marketplaceFeeds ?? [];

  const askRevoke = (feed: Feed) =>
    confirm.ask({
      title: t('marketplaces.revokeTitle', { name: feed.name }),
      body: t('marketplaces.revokeBody'),
      confirmLabel: t('marketplaces.revoke'),
      destructive: true,
      onConfirm: () =>
        run(() => revoke({ variables: { id: feed.id } }), t('marketplaces.revoked', { name: feed.name })),
    });

  return (
    <>
      <PageHeader
        title={t('marketplaces.title')}
        description={t('marketplaces.description')}
        actions={
          canManage && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
              {t('marketplaces.add')}
            </Button>
          )
        }
      />
      <Card>
        <ListTable
          query={{ loaded: Boolean(data), loading, error, onRetry: () => refetch() }}
          loadingLabel={t('marketplaces.loading')}
          empty={
            feeds.length === 0 && <EmptyState title={t('marketplaces.empty')} body={t('marketplaces.emptyBody')} />
          }
          label={t('marketplaces.feeds')}
          minWidth={760}
          columns={[
            t('marketplaces.field.name'),
            t('marketplaces.field.state'),
            t('marketplaces.field.lastPull'),
            t('marketplaces.field.pulls'),
            t('marketplaces.field.leads'),
            t('marketplaces.field.created'),
          ]}
          actions={canManage}
        >
          {feeds.map((feed) => (
            <TableRow key={feed.id} data-testid="marketplace-feed">
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {feed.name}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={feed.state === 'active' ? 'success' : 'default'}
                  label={t(`marketplaces.state.${feed.state}`)}
                />
              </TableCell>
              <TableCell>
                {feed.lastPulledAt
                  ? t('marketplaces.lastPull', {
                      when: format.dateTime(feed.lastPulledAt),
                      count: feed.lastPullRows ?? 0,
                    })
                  : t('marketplaces.neverPulled')}
              </TableCell>
              <TableCell>{format.number(feed.pullCount)}</TableCell>
              <TableCell>{format.number(feed.leadCount)}</TableCell>
              <TableCell>
                <Typography variant="body2">{format.date(feed.createdAt)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {feed.createdBy ?? '—'}
                </Typography>
              </TableCell>
              {canManage && (
                <ActionsCell>
                  {feed.state === 'active' && (
                    <Button
                      color="error"
                      startIcon={<LinkOffOutlined />}
                      onClick={() => askRevoke(feed)}
                      aria-label={t('marketplaces.revokeNamed', { name: feed.name })}
                    >
                      {t('marketplaces.revoke')}
                    </Button>
                  )}
                </ActionsCell>
              )}
            </TableRow>
          ))}
        </ListTable>
      </Card>
      {creating && (
        <CreateFeedDialog
          onClose={() => setCreating(false)}
          onCreated={(feed) => {
            setCreating(false);
            setCreated(feed);
          }}
        />
      )}
      {created && <FeedCreatedDialog created={created} onClose={() => setCreated(null)} />}
      {confirm.dialog}
    </>
  );
}

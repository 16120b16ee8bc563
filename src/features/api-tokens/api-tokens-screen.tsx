import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTokenFieldsFragment } from '../../../graphql/generated/operations/ApiTokenFields';
import { GetApiTokensDocument } from '../../../graphql/generated/operations/GetApiTokens';
import { RevokeApiTokenDocument } from '../../../graphql/generated/operations/RevokeApiToken';
import { useConfirm } from '../../base/confirm-dialog';
import { useFormat } from '../common/format';
import { ActionsCell, ListTable } from '../common/list-table';
import { EmptyState } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { CreateTokenDialog } from './create-token-dialog';
import { HowToUse } from './how-to-use';

export type TokenStatus = 'active' | 'revoked' | 'expired';

export function tokenStatus(
  token: Pick<ApiTokenFieldsFragment, 'revokedAt' | 'expiresAt'>,
  now = Date.now(),
): TokenStatus {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && new Date(token.expiresAt).getTime() <= now) return 'expired';
  return 'active';
}

const STATUS_COLOR = { active: 'success', revoked: 'default', expired: 'warning' } as const;

/** /settings/api-tokens (owners): the organization's API tokens, creating one, revoking one. */
export function ApiTokensScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useGraphQLAction();
  const confirm = useConfirm();
  const [creating, setCreating] = useState(false);
  const { data, loading, error, refetch } = useQuery(GetApiTokensDocument);
  const [revoke] = useMutation(RevokeApiTokenDocument);
  const tokens = data?.apiTokens ?? [];

  function askRevoke(token: ApiTokenFieldsFragment) {
    confirm.ask({
      title: t('apiTokens.revokeTitle', { name: token.name }),
      body: t('apiTokens.revokeBody'),
      confirmLabel: t('apiTokens.revoke'),
      destructive: true,
      onConfirm: () => run(() => revoke({ variables: { id: token.id } }), t('apiTokens.revoked', { name: token.name })),
    });
  }

  const createButton = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
      {t('apiTokens.create')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('apiTokens.title')} description={t('apiTokens.description')} actions={createButton} />
      <Stack spacing={3}>
        <Card>
          <ListTable
            query={{ loaded: Boolean(data), loading, error, onRetry: refetch }}
            loadingLabel={t('apiTokens.loading')}
            empty={
              tokens.length === 0 && (
                <EmptyState title={t('apiTokens.empty')} body={t('apiTokens.emptyBody')} action={createButton} />
              )
            }
            label={t('apiTokens.title')}
            size="small"
            minWidth={1000}
            columns={[
              t('apiTokens.name'),
              t('apiTokens.prefix'),
              t('apiTokens.scopes'),
              t('apiTokens.createdBy'),
              t('apiTokens.created'),
              t('apiTokens.expires'),
              t('apiTokens.lastUsed'),
              t('apiTokens.status'),
            ]}
            actions
          >
            {tokens.map((token) => {
              const status = tokenStatus(token);
              return (
                <TableRow
                  key={token.id}
                  hover
                  sx={status === 'active' ? undefined : { '& td': { color: 'text.secondary' } }}
                >
                  <TableCell sx={{ fontWeight: 600 }}>{token.name}</TableCell>
                  <TableCell>
                    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                      {token.prefix}…
                    </Box>
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                      {token.scopes.map((scope) => (
                        <Chip key={scope} size="small" variant="outlined" label={t(`apiTokens.scopeShort.${scope}`)} />
                      ))}
                    </Box>
                  </TableCell>
                  <TableCell>{token.createdBy?.displayName ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(token.createdAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {token.expiresAt ? format.date(token.expiresAt) : t('common.never')}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {token.lastUsedAt ? format.dateTime(token.lastUsedAt) : t('apiTokens.notUsed')}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Chip
                      size="small"
                      color={STATUS_COLOR[status]}
                      label={
                        status === 'revoked'
                          ? t('apiTokens.revokedOn', { date: format.date(token.revokedAt) })
                          : t(`apiTokens.status.${status}`)
                      }
                    />
                  </TableCell>
                  <ActionsCell>
                    {status === 'active' && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => askRevoke(token)}
                        aria-label={t('apiTokens.revokeNamed', { name: token.name })}
                      >
                        {t('apiTokens.revoke')}
                      </Button>
                    )}
                  </ActionsCell>
                </TableRow>
              );
            })}
          </ListTable>
        </Card>
        <HowToUse />
      </Stack>
      {creating && <CreateTokenDialog onClose={() => setCreating(false)} />}
      {confirm.dialog}
    </>
  );
}

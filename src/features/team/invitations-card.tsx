import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { GetInvitationsDocument } from '../../../graphql/generated/operations/GetInvitations';
import type { InvitationFieldsFragment } from '../../../graphql/generated/operations/InvitationFields';
import { RevokeInvitationDocument } from '../../../graphql/generated/operations/RevokeInvitation';
import { useConfirm } from '../../base/confirm-dialog';
import { useFormat } from '../common/format';
import { ActionsCell, ListTable } from '../common/list-table';
import { EmptyState } from '../common/loading';
import { useGraphQLAction } from '../../base/use-graphql-action';

/** Open: not accepted, not revoked and not past its expiry. */
export function isOpenInvitation(
  invitation: Pick<InvitationFieldsFragment, 'acceptedAt' | 'revokedAt' | 'expiresAt'>,
  now = Date.now(),
) {
  return !invitation.acceptedAt && !invitation.revokedAt && new Date(invitation.expiresAt).getTime() > now;
}

/** Invitations still waiting for sign-up with the sections each gives, each revocable (its link then stops working). */
export function InvitationsCard({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useGraphQLAction();
  const confirm = useConfirm();
  const { data, loading, error, refetch } = useQuery(GetInvitationsDocument);
  const [revoke] = useMutation(RevokeInvitationDocument);
  const open = (data?.invitations ?? []).filter((invitation) => isOpenInvitation(invitation));

  function askRevoke(invitation: InvitationFieldsFragment) {
    confirm.ask({
      title: t('invitations.revokeTitle', { email: invitation.email }),
      body: t('invitations.revokeBody'),
      confirmLabel: t('invitations.revoke'),
      destructive: true,
      onConfirm: () =>
        run(() => revoke({ variables: { id: invitation.id } }), t('invitations.revoked', { email: invitation.email })),
    });
  }

  return (
    <Card>
      <CardHeader
        slotProps={{ title: { component: 'h2' } }}
        title={t('invitations.title')}
        subheader={t('invitations.subtitle', { count: open.length })}
      />
      <ListTable
        query={{ loaded: Boolean(data), loading, error, onRetry: refetch }}
        loadingLabel={t('invitations.loading')}
        empty={open.length === 0 && <EmptyState title={t('invitations.empty')} body={t('invitations.emptyBody')} />}
        label={t('invitations.title')}
        size="small"
        minWidth={760}
        columns={[
          t('invitations.email'),
          t('invitations.role'),
          t('invitations.sections'),
          t('invitations.invitedBy'),
          t('invitations.expires'),
        ]}
        actions={canManage}
      >
        {open.map((invitation) => (
          <TableRow key={invitation.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{invitation.email}</TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                <Chip size="small" label={t(`role.${invitation.role}`)} />
                <Chip size="small" variant="outlined" label={t(`userType.${invitation.type}`)} />
              </Box>
            </TableCell>
            <TableCell sx={{ minWidth: 180 }}>
              {invitation.sections.map((key) => t(`section.${key}`)).join(', ')}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{invitation.invitedBy?.displayName ?? '—'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(invitation.expiresAt)}</TableCell>
            {canManage && (
              <ActionsCell>
                <Button
                  size="small"
                  color="error"
                  onClick={() => askRevoke(invitation)}
                  aria-label={t('invitations.revokeFor', { email: invitation.email })}
                >
                  {t('invitations.revoke')}
                </Button>
              </ActionsCell>
            )}
          </TableRow>
        ))}
      </ListTable>
      {confirm.dialog}
    </Card>
  );
}

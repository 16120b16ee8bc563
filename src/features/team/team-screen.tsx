import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteUserDocument } from '../../../graphql/generated/operations/InviteUser';
import { PageHeader } from '../common/page-header';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { FullPageProgress } from '../../base/require-session';
import { useMe } from '../../base/use-me';
import { GroupsCard } from './groups-card';
import { InvitationsCard } from './invitations-card';
import { InviteDialog } from './invite-dialog';
import { MembersTable } from './members-table';
import { useTeamAccess } from './use-team-access';

/** /settings/users: the members, open invitations and groups of the organization. */
export function TeamScreen() {
  const { t } = useTranslation();
  const { user } = useMe();
  const run = useGraphQLAction();
  const { canManage, roleOptions, typeOptions } = useTeamAccess();
  const [inviting, setInviting] = useState(false);
  const [inviteUser] = useMutation(InviteUserDocument, { refetchQueries: ['GetInvitations'] });
  if (!user) return <FullPageProgress />;

  return (
    <>
      <PageHeader
        title={t('area.user_settings.title')}
        description={t('area.user_settings.description')}
        actions={
          canManage && (
            <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setInviting(true)}>
              {t('invite.open')}
            </Button>
          )
        }
      />
      <Grid container spacing={3}>
        <Grid size={12}>
          <Card>
            <CardHeader
              slotProps={{ title: { component: 'h2' } }}
              title={t('members.title')}
              subheader={canManage ? t('members.subtitle') : t('members.readOnly')}
            />
            <MembersTable organizationFlags={user.organization.feature_flags} />
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <InvitationsCard canManage={canManage} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <GroupsCard canManage={canManage} />
        </Grid>
      </Grid>
      {canManage && (
        <InviteDialog
          open={inviting}
          onClose={() => setInviting(false)}
          roleOptions={roleOptions}
          typeOptions={typeOptions}
          invite={async (input) => {
            const result = await run(() => inviteUser({ variables: { input } }));
            const invited = result?.data?.inviteUser;
            return invited
              ? { email: invited.invitation.email, signUpUrl: invited.signUpUrl, emailed: invited.emailed }
              : undefined;
          }}
        />
      )}
    </>
  );
}

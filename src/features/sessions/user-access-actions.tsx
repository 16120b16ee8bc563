import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IssuePasswordResetLinkDocument,
  type IssuePasswordResetLinkMutation,
} from '../../../graphql/generated/operations/IssuePasswordResetLink';
import { RevokeUserSessionsDocument } from '../../../graphql/generated/operations/RevokeUserSessions';
import { CopyField } from '../common/copy-field';
import { useConfirm } from '../../base/confirm-dialog';
import { personName, useFormat } from '../common/format';
import { useGraphQLAction } from '../../base/use-graphql-action';

type ManagedUser = { id: string; firstName: string; lastName: string; email: string; active: boolean };
type ResetLink = IssuePasswordResetLinkMutation['issuePasswordResetLink'];

/**
 * What an OWNER (for members) or an administrator (for anyone) does about someone's access:
 * issue a one-time password reset link to hand over, and end every session of theirs. Returns
 * the menu items (for the caller's menu, which `closeMenu` closes) and the dialogs they open.
 */
export function useUserAccessActions(
  user: ManagedUser,
  closeMenu: () => void,
): { menuItems: ReactElement[]; dialogs: ReactNode } {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const confirm = useConfirm();
  const [issueLink] = useMutation(IssuePasswordResetLinkDocument);
  const [revokeSessions] = useMutation(RevokeUserSessionsDocument);
  const [link, setLink] = useState<ResetLink | null>(null);
  const name = personName(user);

  async function issue() {
    closeMenu();
    const result = await run(() => issueLink({ variables: { userId: user.id } }));
    if (result?.data) setLink(result.data.issuePasswordResetLink);
  }
  function askSignOut() {
    closeMenu();
    confirm.ask({
      title: t('sessions.revokeTitle', { name }),
      body: t('sessions.revokeBody', { name }),
      confirmLabel: t('sessions.revoke'),
      destructive: true,
      onConfirm: () => run(() => revokeSessions({ variables: { userId: user.id } }), t('sessions.revoked', { name })),
    });
  }

  const menuItems = user.active
    ? [
        <MenuItem key="reset-link" onClick={() => void issue()}>
          {t('passwords.issueLink')}
        </MenuItem>,
        <MenuItem key="sign-out-everywhere" onClick={askSignOut}>
          {t('sessions.revoke')}
        </MenuItem>,
      ]
    : [];
  const dialogs = (
    <>
      {confirm.dialog}
      <ResetLinkDialog link={link} name={name} email={user.email} onClose={() => setLink(null)} />
    </>
  );
  return { menuItems, dialogs };
}

function ResetLinkDialog({
  link,
  name,
  email,
  onClose,
}: {
  link: ResetLink | null;
  name: string;
  email: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Dialog open={link !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="reset-link-title">
      <DialogTitle id="reset-link-title">{t('passwords.linkTitle', { name })}</DialogTitle>
      {link && (
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>{t('passwords.linkBody', { name, expires: format.dateTime(link.expiresAt) })}</Typography>
            <CopyField label={t('passwords.link')} value={link.resetUrl} copyLabel={t('passwords.copyLink')} />
            <Alert severity={link.emailed ? 'success' : 'info'}>
              {link.emailed ? t('passwords.emailed', { email }) : t('passwords.notEmailed')}
            </Alert>
            <Typography variant="body2" color="text.secondary">
              {t('passwords.shownOnce')}
            </Typography>
          </Stack>
        </DialogContent>
      )}
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('common.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

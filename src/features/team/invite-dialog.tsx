import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MEMBER_BASE_SECTION,
  SECTION_KEYS,
  grantableDefaultSections,
  type Role,
  type UserType,
} from '../../shared/access';
import type { InviteUserInput } from '../../../graphql/generated/types';
import { CopyField } from '../common/copy-field';
import { useMe } from '../../base/use-me';
import { useTeamAccess } from './use-team-access';

export type InviteOutcome = { email: string; signUpUrl: string; emailed: boolean };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invites a person: email, role, type and the sections they will open (pre-filled for the role
 * and type from src/shared/access/invitation-sections.ts, only those the inviter holds); then shows the one-time sign-up link with a copy
 * button and whether it was emailed. `invite` runs the mutation and resolves to its result, or
 * to undefined when it failed (it shows its own error).
 */
export function InviteDialog({
  open,
  onClose,
  invite,
  roleOptions,
  typeOptions,
  organizationName,
}: {
  open: boolean;
  onClose: () => void;
  invite: (input: InviteUserInput) => Promise<InviteOutcome | undefined>;
  roleOptions: readonly Role[];
  typeOptions: readonly UserType[];
  organizationName?: string;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(roleOptions.includes('EDITOR') ? 'EDITOR' : (roleOptions[0] ?? 'VIEWER'));
  const [type, setType] = useState<UserType>('user');
  const { user } = useMe({ throwOnError: false });
  const { mayGrantSection } = useTeamAccess();
  const defaultsFor = (invitee: { role: Role; type: UserType }) =>
    new Set<string>(user ? grantableDefaultSections(user, invitee) : [MEMBER_BASE_SECTION]);
  const [sections, setSections] = useState(() => defaultsFor({ role, type }));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<InviteOutcome | null>(null);
  const emailError = touched && !EMAIL.test(email.trim());

  function close() {
    onClose();
    // Cleared after the closing animation starts, so the dialog does not flash its form.
    setTimeout(() => {
      setEmail('');
      setSections(defaultsFor({ role, type }));
      setTouched(false);
      setOutcome(null);
    }, 200);
  }

  // A new role or type brings its own default sections.
  function choose(invitee: { role: Role; type: UserType }) {
    setRole(invitee.role);
    setType(invitee.type);
    setSections(defaultsFor(invitee));
  }

  function toggleSection(key: string, on: boolean) {
    setSections((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!EMAIL.test(email.trim())) return;
    setBusy(true);
    const result = await invite({
      email: email.trim(),
      role,
      type,
      sections: SECTION_KEYS.filter((key) => sections.has(key)),
    });
    setBusy(false);
    if (result) setOutcome(result);
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      maxWidth="sm"
      fullWidth
      aria-labelledby="invite-dialog-title"
    >
      <DialogTitle id="invite-dialog-title">
        {outcome
          ? t('invite.createdTitle')
          : organizationName
            ? t('invite.titleInto', { organization: organizationName })
            : t('invite.title')}
      </DialogTitle>
      {outcome ? (
        <>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography>{t('invite.createdBody', { email: outcome.email })}</Typography>
              <CopyField label={t('invite.link')} value={outcome.signUpUrl} copyLabel={t('invite.copyLink')} />
              <Alert severity={outcome.emailed ? 'success' : 'info'}>
                {outcome.emailed ? t('invite.emailed', { email: outcome.email }) : t('invite.notEmailed')}
              </Alert>
              <Typography variant="body2" color="text.secondary">
                {t('invite.shownOnce')}
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              {t('common.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <TextField
                label={t('invite.email')}
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                onBlur={() => setTouched(true)}
                error={emailError}
                helperText={emailError ? t('invite.emailInvalid') : undefined}
                required
                autoFocus
                fullWidth
              />
              <TextField
                select
                label={t('invite.role')}
                value={role}
                onChange={(event) => choose({ role: event.target.value as Role, type })}
                fullWidth
                helperText={t(`roleHint.${role}`)}
              >
                {roleOptions.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`role.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('invite.type')}
                value={type}
                onChange={(event) => choose({ role, type: event.target.value as UserType })}
                fullWidth
              >
                {typeOptions.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`userType.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
              <SectionChoice role={role} selected={sections} mayGrant={mayGrantSection} onToggle={toggleSection} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t('invite.sending') : t('invite.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

/** One checkbox per section: the dashboard always on, those the inviter does not hold off. */
function SectionChoice({
  role,
  selected,
  mayGrant,
  onToggle,
}: {
  role: Role;
  selected: ReadonlySet<string>;
  mayGrant: (section: string) => boolean;
  onToggle: (section: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  if (role === 'OWNER') return <Alert severity="info">{t('invite.ownerSections')}</Alert>;
  const someNotHeld = SECTION_KEYS.some((key) => key !== MEMBER_BASE_SECTION && !mayGrant(key));
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{t('invite.sections')}</FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{t('invite.sectionsHint')}</FormHelperText>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {SECTION_KEYS.map((key) => (
          <FormControlLabel
            key={key}
            label={t(`section.${key}`)}
            control={
              <Checkbox
                size="small"
                checked={key === MEMBER_BASE_SECTION || selected.has(key)}
                disabled={key === MEMBER_BASE_SECTION || !mayGrant(key)}
                onChange={(event) => onToggle(key, event.target.checked)}
              />
            }
          />
        ))}
      </Box>
      {someNotHeld && <FormHelperText sx={{ mx: 0 }}>{t('invite.sectionsNotHeld')}</FormHelperText>}
    </FormControl>
  );
}

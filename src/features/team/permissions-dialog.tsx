import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTIONS } from '../../shared/access';
import { SetUserPermissionsDocument } from '../../../graphql/generated/operations/SetUserPermissions';
import type { TeamMemberFieldsFragment } from '../../../graphql/generated/operations/TeamMemberFields';
import { personName } from '../common/format';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { useTeamAccess } from './use-team-access';

/**
 * Which sections a member may open: one checkbox per navigation section, each with the feature
 * flag it needs and whether the organization has it (without it the section stays closed
 * whatever is ticked). Saving replaces the member's permissions.
 */
export function PermissionsDialog({
  member,
  organizationFlags,
  canEdit,
  onClose,
}: {
  member: TeamMemberFieldsFragment;
  organizationFlags: readonly string[];
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const held = new Set(member.permissions.map((permission) => permission.name));
  const [selected, setSelected] = useState(() => new Set(held));
  // Nobody grants a section they do not hold themselves; one the member already has may stay or go.
  const { mayGrantSection } = useTeamAccess();
  const [setPermissions, { loading }] = useMutation(SetUserPermissionsDocument);
  const name = personName(member);

  function toggle(key: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  async function save() {
    // In the order of the navigation, so the stored list reads the same way.
    const sections = SECTIONS.map((section) => section.key).filter((key) => selected.has(key));
    const result = await run(
      () => setPermissions({ variables: { userId: member.id, sections } }),
      t('permissions.saved', { name }),
    );
    if (result) onClose();
  }

  return (
    <Dialog
      open
      onClose={loading ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="permissions-dialog-title"
    >
      <DialogTitle id="permissions-dialog-title">{t('permissions.title', { name })}</DialogTitle>
      <DialogContent dividers>
        {member.role === 'OWNER' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('permissions.ownerNote')}
          </Alert>
        )}
        <List disablePadding dense>
          {SECTIONS.map((section) => {
            const hintId = `permission-${section.key}-hint`;
            const flag = section.requiredFlag;
            const hasFlag =
              flag === 'none' || organizationFlags.includes(flag) || organizationFlags.includes('everything');
            return (
              <ListItem key={section.key} disableGutters sx={{ alignItems: 'flex-start' }}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Checkbox
                    edge="start"
                    checked={selected.has(section.key)}
                    disabled={!canEdit || loading || (!held.has(section.key) && !mayGrantSection(section.key))}
                    onChange={(event) => toggle(section.key, event.target.checked)}
                    // Named directly, not by reference: axe reads a reference to a row scrolled out of
                    // the dialog's view as an empty name (label-title-only).
                    slotProps={{ input: { 'aria-label': t(`section.${section.key}`), 'aria-describedby': hintId } }}
                  />
                </ListItemIcon>
                <ListItemText
                  primary={t(`section.${section.key}`)}
                  secondary={
                    <Box
                      component="span"
                      id={hintId}
                      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}
                    >
                      {flag === 'none' ? (
                        t('permissions.noFlag')
                      ) : (
                        <>
                          <Chip
                            component="span"
                            size="small"
                            variant="outlined"
                            label={t('permissions.needsFlag', { flag: t(`featureFlag.${flag}`) })}
                          />
                          <Chip
                            component="span"
                            size="small"
                            color={hasFlag ? 'success' : 'warning'}
                            label={hasFlag ? t('permissions.flagOn') : t('permissions.flagOff')}
                          />
                        </>
                      )}
                    </Box>
                  }
                  slotProps={{ secondary: { component: 'span' } }}
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {canEdit ? t('common.cancel') : t('common.close')}
        </Button>
        {canEdit && (
          <Button variant="contained" onClick={() => void save()} disabled={loading}>
            {loading ? t('common.saving') : t('permissions.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AccessUser } from '../../shared/access';
import { CHECKLIST_ITEM_KEYS, type ChecklistItemKey } from '../../shared/organization';
import { useCanDo } from '../access/use-can-do';
import { useToast } from '../../base/toast-provider';
import { useOrganizationMutations } from './use-organization-mutations';

/** How many of the checklist's items are ticked. */
export function checklistProgress(items: Record<string, unknown>) {
  const done = CHECKLIST_ITEM_KEYS.filter((key) => items[key] === true).length;
  return { done, total: CHECKLIST_ITEM_KEYS.length, complete: done === CHECKLIST_ITEM_KEYS.length };
}

/** The organization's setup checklist with progress; ticking an item saves it for everyone. */
export function SetupChecklist({ user }: { user: AccessUser }) {
  const { t } = useTranslation();
  const toast = useToast();
  // CONTRACTS.md: changing the checklist needs the same rule as the organization settings.
  const canEdit = useCanDo('changeOrganizationSettings');
  const { updateChecklistItems } = useOrganizationMutations();
  const items = user.organization.setup_checklist_items;
  const { done, total } = checklistProgress(items);
  const percent = Math.round((done / total) * 100);

  function toggle(key: ChecklistItemKey, value: boolean) {
    updateChecklistItems.mutate(
      { checklist_item_key: key, checklist_item_value: value },
      { onSuccess: () => toast(t('checklist.saved'), 'success') },
    );
  }

  // While a change is on its way the box already shows it; the refetched user then confirms it.
  const pending = updateChecklistItems.isPending ? updateChecklistItems.variables : undefined;
  return (
    <Card>
      <CardHeader title={t('checklist.title')} subheader={t('checklist.progress', { done, total })} />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
            aria-label={t('checklist.title')}
          />
          <Typography variant="body2" color="text.secondary">
            {percent}%
          </Typography>
        </Box>
        {!canEdit && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('checklist.readOnly')}
          </Typography>
        )}
        <List disablePadding>
          {CHECKLIST_ITEM_KEYS.map((key) => {
            const checked =
              pending?.checklist_item_key === key ? pending.checklist_item_value === true : items[key] === true;
            const labelId = `checklist-${key}`;
            return (
              <ListItem key={key} disableGutters>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Checkbox
                    edge="start"
                    checked={checked}
                    disabled={!canEdit || pending?.checklist_item_key === key}
                    onChange={(event) => toggle(key, event.target.checked)}
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                </ListItemIcon>
                <ListItemText
                  id={labelId}
                  primary={t(`checklist.${key}`)}
                  secondary={t(`checklist.${key}.hint`)}
                  sx={
                    checked
                      ? { '& .MuiListItemText-primary': { textDecoration: 'line-through', color: 'text.secondary' } }
                      : undefined
                  }
                />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}

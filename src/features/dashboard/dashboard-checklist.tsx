import Grid from '@mui/material/Grid';
import type { AccessUser } from '../../shared/access';
import { SetupChecklist, checklistProgress } from '../organizations/setup-checklist';

/** The setup checklist's place on the dashboard, until every step is done: then it steps aside. */
export function DashboardChecklist({ user }: { user: AccessUser }) {
  if (checklistProgress(user.organization.setup_checklist_items).complete) return null;
  return (
    <Grid size={{ xs: 12, md: 7 }}>
      <SetupChecklist user={user} />
    </Grid>
  );
}

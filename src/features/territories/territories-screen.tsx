import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateTerritoryDocument } from '../../../graphql/generated/operations/CreateTerritory';
import { DeleteTerritoryDocument } from '../../../graphql/generated/operations/DeleteTerritory';
import { GetTerritorySettingsDocument } from '../../../graphql/generated/operations/GetTerritorySettings';
import type { TerritorySettingsFieldsFragment } from '../../../graphql/generated/operations/TerritorySettingsFields';
import { UpdateTerritoryDocument } from '../../../graphql/generated/operations/UpdateTerritory';
import { useConfirm } from '../../base/confirm-dialog';
import { ActionsCell, ListTable, PersonCell } from '../common/list-table';
import { EmptyState } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { useCanDo } from '../access/use-can-do';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { useTeamMemberOptions } from '../team/use-team-member-options';
import { TerritoryDealers } from './territory-dealers';
import { TerritoryDialog } from './territory-dialog';

const SHOWN_CODES = 8;

// The CSV import wizard loads with its button, not with the page.
const DealerImportButton = dynamic(() => import('./dealer-import').then((module) => module.DealerImportButton), {
  ssr: false,
});

/** /settings/territory-insights: territories (postal codes and/or a circle, agent, cadence) and each territory's dealers. */
export function TerritoriesScreen() {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const confirm = useConfirm();
  const canManage = useCanDo('manageTerritories');
  const canReadTeam = useCanDo('readTeam');
  const { data, loading, error, refetch } = useQuery(GetTerritorySettingsDocument);
  const team = useTeamMemberOptions({ skip: !canManage || !canReadTeam });
  const agents = team.members.filter((member) => member.type === 'agent');
  const [editing, setEditing] = useState<TerritorySettingsFieldsFragment | 'new' | null>(null);
  const [createTerritory] = useMutation(CreateTerritoryDocument, { refetchQueries: ['GetTerritorySettings'] });
  const [updateTerritory] = useMutation(UpdateTerritoryDocument);
  const [deleteTerritory] = useMutation(DeleteTerritoryDocument, { refetchQueries: ['GetTerritorySettings'] });
  const territories = data?.territories ?? [];

  function askDelete(territory: TerritorySettingsFieldsFragment) {
    confirm.ask({
      title: t('territories.deleteTitle', { name: territory.name }),
      body: t('territories.deleteBody'),
      confirmLabel: t('common.delete'),
      destructive: true,
      onConfirm: () =>
        run(
          () => deleteTerritory({ variables: { id: territory.id } }),
          t('territories.deleted', { name: territory.name }),
        ),
    });
  }

  const addButton = canManage && (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
      {t('territories.create')}
    </Button>
  );
  const importButton = canManage && territories.length > 0 && <DealerImportButton onImported={() => void refetch()} />;

  return (
    <>
      <PageHeader
        title={t('area.territory_insights_settings.title')}
        description={t('area.territory_insights_settings.description')}
        actions={
          <>
            {importButton}
            {addButton}
          </>
        }
      />
      <Card>
        <ListTable
          query={{ loaded: Boolean(data), loading, error, onRetry: refetch }}
          loadingLabel={t('territories.loading')}
          empty={
            territories.length === 0 && (
              <EmptyState title={t('territories.empty')} body={t('territories.emptyBody')} action={addButton} />
            )
          }
          label={t('territories.title')}
          minWidth={640}
          columns={[
            t('territories.name'),
            t('territories.postalCodes'),
            t('territories.agent'),
            t('territories.dealerCount'),
          ]}
          actions={canManage}
        >
          {territories.map((territory) => (
            <TableRow key={territory.id} hover>
              <TableCell sx={{ fontWeight: 600 }}>{territory.name}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {territory.center && territory.radiusMiles != null && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t('territories.circle.chip', {
                        miles: territory.radiusMiles,
                        latitude: territory.center.latitude.toFixed(3),
                        longitude: territory.center.longitude.toFixed(3),
                      })}
                    />
                  )}
                  {territory.postalCodes.slice(0, SHOWN_CODES).map((code) => (
                    <Chip key={code} size="small" label={code} sx={{ fontFamily: 'monospace' }} />
                  ))}
                  {territory.postalCodes.length > SHOWN_CODES && (
                    <Tooltip title={territory.postalCodes.slice(SHOWN_CODES).join(', ')}>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t('territories.more', { count: territory.postalCodes.length - SHOWN_CODES })}
                      />
                    </Tooltip>
                  )}
                </Box>
              </TableCell>
              {territory.agent ? (
                <PersonCell person={territory.agent} withEmail plain />
              ) : (
                <TableCell>
                  <Typography variant="body2" color="text.secondary">
                    {t('territories.noAgent')}
                  </Typography>
                </TableCell>
              )}
              <TableCell>{territory.dealerCount}</TableCell>
              {canManage && (
                <ActionsCell>
                  <Tooltip title={t('common.edit')}>
                    <IconButton
                      aria-label={t('territories.edit', { name: territory.name })}
                      onClick={() => setEditing(territory)}
                    >
                      <EditOutlined />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('common.delete')}>
                    <IconButton
                      aria-label={t('territories.delete', { name: territory.name })}
                      onClick={() => askDelete(territory)}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </Tooltip>
                </ActionsCell>
              )}
            </TableRow>
          ))}
        </ListTable>
      </Card>
      {territories.map((territory) => (
        <TerritoryDealers key={territory.id} territory={territory} canManage={canManage} />
      ))}
      {editing && (
        <TerritoryDialog
          territory={editing === 'new' ? null : editing}
          agents={agents}
          agentsUnavailable={!canReadTeam || Boolean(team.error)}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            const result =
              editing === 'new'
                ? await run(
                    () => createTerritory({ variables: { input } }),
                    t('territories.created', { name: input.name }),
                  )
                : await run(
                    () => updateTerritory({ variables: { id: editing.id, input } }),
                    t('territories.saved', { name: input.name }),
                  );
            return Boolean(result);
          }}
        />
      )}
      {confirm.dialog}
    </>
  );
}

import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateDealerDocument } from '../../../graphql/generated/operations/CreateDealer';
import { DeleteDealerDocument } from '../../../graphql/generated/operations/DeleteDealer';
import type { SettingsDealerFieldsFragment } from '../../../graphql/generated/operations/SettingsDealerFields';
import type { TerritorySettingsFieldsFragment } from '../../../graphql/generated/operations/TerritorySettingsFields';
import { UpdateDealerDocument } from '../../../graphql/generated/operations/UpdateDealer';
import { useConfirm } from '../../base/confirm-dialog';
import { personName, useFormat } from '../common/format';
import { EmptyState } from '../common/loading';
import { VisuallyHidden } from '../../base/visually-hidden';
import { useGraphQLAction, useGraphQLErrorText } from '../../base/use-graphql-action';
import { DealerDialog } from './dealer-dialog';

const REFETCH = { refetchQueries: ['GetTerritorySettings'] };

/** One territory's agent, dealer count and dealers (name, ZIP, priority, last visit), with add / edit / delete for a manager. */
export function TerritoryDealers({
  territory,
  canManage,
}: {
  territory: TerritorySettingsFieldsFragment;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useGraphQLAction();
  const errorText = useGraphQLErrorText();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<SettingsDealerFieldsFragment | 'new' | null>(null);
  const [createDealer] = useMutation(CreateDealerDocument, REFETCH);
  const [updateDealer] = useMutation(UpdateDealerDocument, REFETCH);
  const [deleteDealer] = useMutation(DeleteDealerDocument, REFETCH);
  const title = t('territories.dealers.title', { name: territory.name });

  function askDelete(dealer: SettingsDealerFieldsFragment) {
    confirm.ask({
      title: t('territories.dealers.deleteTitle', { name: dealer.name }),
      body: t('territories.dealers.deleteBody'),
      confirmLabel: t('common.delete'),
      destructive: true,
      onConfirm: () =>
        run(
          () => deleteDealer({ variables: { id: dealer.id } }),
          t('territories.dealers.deleted', { name: dealer.name }),
        ),
    });
  }

  return (
    <Card component="section" aria-label={title} sx={{ mt: 3, minWidth: 0 }} data-testid="territory-dealers">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 2, pb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography component="h2" variant="h6">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('territories.dealers.summary', {
              agent: territory.agent ? personName(territory.agent) : t('territories.noAgent'),
              count: territory.dealerCount,
              p1: territory.cadenceWeeks.p1,
              p2: territory.cadenceWeeks.p2,
              p3: territory.cadenceWeeks.p3,
            })}
          </Typography>
        </Box>
        {canManage && (
          <Button startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
            {t('territories.dealers.add')}
          </Button>
        )}
      </Box>
      {territory.dealers.length === 0 ? (
        <EmptyState title={t('territories.dealers.empty')} />
      ) : (
        <TableContainer sx={{ position: 'relative' }}>
          <Table size="small" aria-label={title} sx={{ minWidth: 520 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('territories.dealers.name')}</TableCell>
                <TableCell>{t('territories.dealers.zip')}</TableCell>
                <TableCell>{t('territories.dealers.priority')}</TableCell>
                <TableCell>{t('territories.dealers.lastVisit')}</TableCell>
                {canManage && (
                  <TableCell align="right">
                    <VisuallyHidden>{t('members.actions')}</VisuallyHidden>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {territory.dealers.map((dealer) => (
                <TableRow key={dealer.id} hover data-testid="settings-dealer-row">
                  <TableCell sx={{ fontWeight: 600 }}>{dealer.name}</TableCell>
                  <TableCell>
                    <span style={{ fontFamily: 'monospace' }}>{dealer.zip}</span>
                    {dealer.approximateLocation && (
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                      >{` · ${t('territoryInsights.approximate')}`}</Typography>
                    )}
                  </TableCell>
                  <TableCell>{dealer.priority}</TableCell>
                  <TableCell>
                    {dealer.lastVisitOn
                      ? format.calendarDate(dealer.lastVisitOn)
                      : t('territories.dealers.neverVisited')}
                  </TableCell>
                  {canManage && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('common.edit')}>
                        <IconButton
                          aria-label={t('territories.dealers.edit', { name: dealer.name })}
                          onClick={() => setEditing(dealer)}
                        >
                          <EditOutlined />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('common.delete')}>
                        <IconButton
                          aria-label={t('territories.dealers.delete', { name: dealer.name })}
                          onClick={() => askDelete(dealer)}
                        >
                          <DeleteOutlined />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <DealerDialog
          dealer={editing === 'new' ? null : editing}
          territoryName={territory.name}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            try {
              if (editing === 'new')
                await createDealer({ variables: { input: { ...input, territoryId: territory.id } } });
              else
                await updateDealer({
                  variables: {
                    id: editing.id,
                    input: { ...input, territoryId: editing.territory?.id ?? territory.id },
                  },
                });
              return null;
            } catch (error) {
              return errorText(error);
            }
          }}
        />
      )}
      {confirm.dialog}
    </Card>
  );
}

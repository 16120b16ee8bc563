import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateSalesPacketLinkDocument,
  RevokeSalesPacketLinkDocument,
  type SalesPacketLinkFieldsFragment,
} from '../../../graphql/generated/client/graphql';
import { DEFAULT_LINK_DAYS, MAX_LINK_DAYS, MIN_LINK_DAYS } from '../../shared/sales-packet/packet';
import { ConfirmDialog, type ConfirmRequest } from '../common/confirm-dialog';
import { CopyField } from '../common/copy-field';
import { FormDialog } from '../common/form-dialog';
import { useFormat } from '../common/format';
import { ActionsCell, ListTable } from '../common/list-table';
import { useGraphQLAction } from '../common/use-graphql-action';

const STATE_COLORS = { active: 'success', expired: 'default', revoked: 'error' } as const;

/** The packet's share links with their views; a person with `shareSalesPacket` makes and revokes them. */
export function ShareLinks({
  vehicleId,
  links,
  canShare,
  onCreated,
}: {
  vehicleId: string;
  links: readonly SalesPacketLinkFieldsFragment[];
  canShare: boolean;
  /** The new link's URL, which the screen puts in the QR code. */
  onCreated: (url: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useGraphQLAction();
  const [creating, setCreating] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [revoke] = useMutation(RevokeSalesPacketLinkDocument);

  const askRevoke = (link: SalesPacketLinkFieldsFragment) =>
    setConfirm({
      title: t('salesPacket.links.revokeTitle'),
      body: t('salesPacket.links.revokeBody'),
      confirmLabel: t('salesPacket.links.revoke'),
      destructive: true,
      onConfirm: () => run(() => revoke({ variables: { id: link.id } }), t('salesPacket.links.revoked')),
    });

  return (
    <Card sx={{ mt: 3 }}>
      <CardHeader
        title={t('salesPacket.links.title')}
        action={
          canShare && (
            <Button variant="contained" startIcon={<AddLinkOutlined />} onClick={() => setCreating(true)}>
              {t('salesPacket.links.create')}
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <ListTable
          query={{ loaded: true, loading: false, error: undefined, onRetry: () => undefined }}
          loadingLabel={t('app.loading')}
          empty={links.length === 0 && <Typography color="text.secondary">{t('salesPacket.links.empty')}</Typography>}
          label={t('salesPacket.links.title')}
          minWidth={640}
          size="small"
          columns={[t('salesPacket.links.label'), t('salesPacket.links.state'), t('salesPacket.links.expires'), t('salesPacket.links.views'), t('salesPacket.links.lastView')]}
          actions={canShare}
        >
          {links.map((link) => {
            const last = link.views[0];
            return (
              <TableRow key={link.id} data-testid="packet-link-row">
                <TableCell>{link.label ?? t('salesPacket.links.noLabel', { date: format.dateTime(link.createdAt) })}</TableCell>
                <TableCell>
                  <Chip size="small" color={STATE_COLORS[link.state]} label={t(`salesPacket.links.stateName.${link.state}`)} />
                </TableCell>
                <TableCell>{format.dateTime(link.expiresAt)}</TableCell>
                <TableCell data-testid="packet-link-views">{link.viewCount}</TableCell>
                <TableCell>{last ? t('salesPacket.links.viewLine', { at: format.dateTime(last.viewedAt), browser: [last.browser, last.os].filter(Boolean).join(', ') || t('salesPacket.links.unknownBrowser') }) : '—'}</TableCell>
                {canShare && (
                  <ActionsCell>
                    {link.state === 'active' && (
                      <Button size="small" color="error" onClick={() => askRevoke(link)}>
                        {t('salesPacket.links.revoke')}
                      </Button>
                    )}
                  </ActionsCell>
                )}
              </TableRow>
            );
          })}
        </ListTable>
      </CardContent>
      {creating && <CreateLinkDialog vehicleId={vehicleId} onCreated={onCreated} onClose={() => setCreating(false)} />}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Card>
  );
}

function CreateLinkDialog({ vehicleId, onCreated, onClose }: { vehicleId: string; onCreated: (url: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const [create, { loading }] = useMutation(CreateSalesPacketLinkDocument, { refetchQueries: ['GetSalesPacket'] });
  const [days, setDays] = useState(String(DEFAULT_LINK_DAYS));
  const [label, setLabel] = useState('');
  const [url, setUrl] = useState<string | null>(null);

  async function submit() {
    if (url) return onClose();
    const result = await run(() => create({ variables: { input: { vehicleId, days: Number(days), label: label || null } } }));
    const created = result?.data?.createSalesPacketLink.url;
    if (created) {
      setUrl(created);
      onCreated(created);
    }
  }

  return (
    <FormDialog title={t('salesPacket.links.createTitle')} submitLabel={url ? t('salesPacket.links.done') : t('salesPacket.links.create')} busy={loading} onSubmit={submit} onClose={onClose}>
      {url ? (
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Typography>{t('salesPacket.links.shownOnce')}</Typography>
          <CopyField label={t('salesPacket.links.url')} value={url} copyLabel={t('salesPacket.links.copy')} />
        </Stack>
      ) : (
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label={t('salesPacket.links.days')}
            type="number"
            value={days}
            onChange={(event) => setDays(event.target.value)}
            helperText={t('salesPacket.links.daysHint', { min: MIN_LINK_DAYS, max: MAX_LINK_DAYS })}
            slotProps={{ htmlInput: { min: MIN_LINK_DAYS, max: MAX_LINK_DAYS } }}
          />
          <TextField label={t('salesPacket.links.label')} value={label} onChange={(event) => setLabel(event.target.value)} helperText={t('salesPacket.links.labelHint')} slotProps={{ htmlInput: { maxLength: 120 } }} />
        </Stack>
      )}
    </FormDialog>
  );
}

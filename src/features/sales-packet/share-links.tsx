import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RevokeSalesPacketLinkDocument } from '../../../graphql/generated/operations/RevokeSalesPacketLink';
import type { SalesPacketLinkFieldsFragment } from '../../../graphql/generated/operations/SalesPacketLinkFields';
import { ConfirmDialog, type ConfirmRequest } from '../../base/confirm-dialog';
import { useFormat } from '../common/format';
import { ActionsCell, ListTable } from '../common/list-table';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { CreateLinkDialog } from './create-link-dialog';

const STATE_COLORS = { active: 'success', expired: 'default', revoked: 'error' } as const;

/** The packet's share links with their views; a person with `shareSalesPacket` makes and revokes them. */
export function ShareLinks({
  vehicleId,
  links,
  canShare,
  emailAvailable,
  onCreated,
}: {
  vehicleId: string;
  links: readonly SalesPacketLinkFieldsFragment[];
  canShare: boolean;
  /** Whether the server sends e-mail (SMTP), so a new link can be e-mailed to the customer. */
  emailAvailable: boolean;
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
          columns={[
            t('salesPacket.links.label'),
            t('salesPacket.links.state'),
            t('salesPacket.links.expires'),
            t('salesPacket.links.views'),
            t('salesPacket.links.lastView'),
          ]}
          actions={canShare}
        >
          {links.map((link) => {
            const last = link.views[0];
            return (
              <TableRow key={link.id} data-testid="packet-link-row">
                <TableCell>
                  {link.label ?? t('salesPacket.links.noLabel', { date: format.dateTime(link.createdAt) })}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={STATE_COLORS[link.state]}
                    label={t(`salesPacket.links.stateName.${link.state}`)}
                  />
                </TableCell>
                <TableCell>{format.dateTime(link.expiresAt)}</TableCell>
                <TableCell data-testid="packet-link-views">{link.viewCount}</TableCell>
                <TableCell>
                  {last
                    ? t('salesPacket.links.viewLine', {
                        at: format.dateTime(last.viewedAt),
                        browser:
                          [last.browser, last.os].filter(Boolean).join(', ') || t('salesPacket.links.unknownBrowser'),
                      })
                    : '—'}
                </TableCell>
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
      {creating && (
        <CreateLinkDialog
          vehicleId={vehicleId}
          emailAvailable={emailAvailable}
          onCreated={onCreated}
          onClose={() => setCreating(false)}
        />
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Card>
  );
}

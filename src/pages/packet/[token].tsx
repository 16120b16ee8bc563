import type { GetServerSideProps } from 'next';
import { SharedPacketScreen, type SharedPacketScreenProps } from '../../features/sales-packet/shared-packet-screen';
import { createPublicPage } from '../../layout/create-page';
import { SHARED_PACKET_LOADER, type RequestWithSharedPacket } from '../../shared/sales-packet/page-request';

const HTTP_STATUS = { open: 200, gone: 410, not_found: 404 } as const;

/** The link's packet from the server's loader (server/http/shared-packet.ts): 410 when it ended, 404 when unknown. */
export const getServerSideProps: GetServerSideProps<SharedPacketScreenProps> = async ({
  req,
  res,
  params,
  resolvedUrl,
}) => {
  const token = typeof params?.token === 'string' ? params.token : '';
  const load = (req as RequestWithSharedPacket)[SHARED_PACKET_LOADER];
  const result = load ? await load(token, req.headers['user-agent'] ?? '') : ({ status: 'not_found' } as const);
  res.statusCode = HTTP_STATUS[result.status];
  const host = req.headers.host ?? 'localhost';
  const protocol = (req.headers['x-forwarded-proto'] as string | undefined)?.split(',')[0] ?? 'http';
  return { props: { result, token, onlineUrl: `${protocol}://${host}${resolvedUrl.split('?')[0]}` } };
};

export default createPublicPage({ Screen: SharedPacketScreen });

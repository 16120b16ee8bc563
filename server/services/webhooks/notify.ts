import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type WebhookEndpointRow } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { logger } from '../../observability/logger';

/** Tells the organization's OWNERs that Lotwise paused an endpoint after a day of failed deliveries. */
export async function notifyPaused(options: {
  db: Database;
  endpoint: WebhookEndpointRow;
  mailer: Mailer | undefined;
  appUrl: string | undefined;
  failingSince: Date;
}): Promise<void> {
  const { db, endpoint, mailer } = options;
  const log = logger('webhooks');
  log.warn(
    { endpointId: endpoint.id },
    'paused a webhook endpoint failing since %s',
    options.failingSince.toISOString(),
  );
  if (!mailer) return;
  const owners = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, endpoint.organizationId), eq(users.role, 'OWNER'), eq(users.active, true)));
  const link = options.appUrl ? `${options.appUrl}/settings/webhooks` : 'Settings → Webhooks';
  for (const owner of owners)
    await mailer
      .send({
        to: owner.email,
        subject: 'Lotwise paused a webhook endpoint',
        text: [
          `Deliveries to ${endpoint.url} have failed since ${options.failingSince.toISOString()}, so Lotwise paused the endpoint.`,
          'Nothing is lost: its events wait, in order, and are sent when you resume it.',
          `See the failed attempts and resume it at ${link}.`,
        ].join('\n\n'),
      })
      .catch((error: Error) =>
        log.error({ reason: error.message }, 'could not e-mail the pause of a webhook endpoint'),
      );
}

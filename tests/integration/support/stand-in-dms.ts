// A stand-in DMS on loopback: builds an inventory export the way a DMS sends one, signs it with
// the feed secret as docs/dms.md says, and posts it. Integration tests, the e2e flow and the
// bench post through it; its options let tests send what a broken or hostile sender would.
import { randomUUID } from 'node:crypto';
import { signedHeaders } from '../../../server/http/signed-inbound';

export type StandInVehicle = {
  vin: string;
  stockNumber: string;
  year: number;
  make: string;
  model: string;
  mileage: number;
  listPrice: number;
  acquiredDate: string;
};

/** A CSV export with the headers a CDK-style export uses (the importer's synonyms map them). */
export function dmsCsv(vehicles: StandInVehicle[], extraLines: string[] = []): string {
  const header = 'VIN,Stock No,Model Year,Make,Model,Odometer,Internet Price,Date In';
  const lines = vehicles.map((v) =>
    [v.vin, v.stockNumber, v.year, v.make, v.model, v.mileage, v.listPrice, v.acquiredDate].join(','),
  );
  return [header, ...lines, ...extraLines].join('\r\n') + '\r\n';
}

export type Delivery = {
  url: string;
  secret: string;
  body: string;
  contentType?: string;
  deliveryId?: string;
  /** Milliseconds since the epoch to sign with (a stale clock); now by default. */
  signedAt?: number;
  /** Replaces the computed signature (a forger's guess). */
  signature?: string;
};

export type DeliveryAnswer = { status: number; body: Record<string, unknown> };

export async function postDelivery({
  url,
  secret,
  body,
  contentType = 'text/csv',
  deliveryId = randomUUID(),
  signedAt,
  signature,
}: Delivery): Promise<DeliveryAnswer & { deliveryId: string }> {
  const headers = signedHeaders(secret, body, deliveryId, signedAt);
  if (signature) headers['X-Lotwise-Signature'] = signature;
  const response = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': contentType }, body });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, deliveryId };
}

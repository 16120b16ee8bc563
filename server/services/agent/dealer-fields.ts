// A dealer's fields as written by hand or by CSV: checked, trimmed, placed by its ZIP's centroid
// and given its match name. One reader for both, so a CSV row is refused for the same reasons as
// the form.
import { DEALER_PRIORITIES, type DealerPriority } from '../../../src/shared/agent/cadence';
import { dealerZip } from '../../../src/shared/agent/dealer-csv';
import { normaliseDealerName } from '../../../src/shared/agent/dealer-name';
import { distanceMiles } from '../../../src/shared/agent/geo';
import { checkDealerPoint, type LocationSource } from '../../../src/shared/agent/location';
import type { TerritoryRow } from '../../db/schema';
import { zipCentroid } from '../market/zip';

export type DealerContact = { name: string; role?: string | null; phone?: string | null; email?: string | null };

export type DealerInput = {
  name: string;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zip: string;
  phone?: string | null;
  contacts?: DealerContact[] | null;
  priority: string;
  notes?: string | null;
  ownerAgentUserId?: string | null;
  territoryId?: string | null;
  /** Coordinates from a CSV row (source `import`); omitted: the ZIP's centroid (source `zip`, approximate). */
  location?: { latitude: number; longitude: number } | null;
};

export type DealerValues = {
  name: string;
  matchName: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string;
  latitude: number;
  longitude: number;
  locationSource: LocationSource;
  phone: string | null;
  contacts: { name: string; role: string | null; phone: string | null; email: string | null }[];
  priority: DealerPriority;
  notes: string | null;
};

export const MAX_CONTACTS = 20;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(value: string | null | undefined, label: string, max: number): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > max) throw new RangeError(`${label} has at most ${max} characters.`);
  return trimmed || null;
}

/** The stored values of a dealer's input, or a reason a person can act on (a RangeError's message). */
export function readDealerFields(
  input: DealerInput,
): { ok: true; values: DealerValues } | { ok: false; reason: string } {
  try {
    const name = text(input.name, 'A dealer name', 120);
    if (!name || !normaliseDealerName(name))
      return { ok: false, reason: 'A dealer needs a name with a letter or digit.' };
    // ZIP+4 is stored as its five-digit ZIP: the centroid (and matching) is per ZIP.
    const zip = dealerZip(input.zip ?? '');
    const centroid = zipCentroid(zip);
    if (!centroid)
      return {
        ok: false,
        reason: zip ? `Unknown ZIP code '${zip}': give a five-digit US ZIP.` : 'A dealer needs a ZIP code.',
      };
    const priority = (input.priority ?? '').trim().toUpperCase();
    if (!DEALER_PRIORITIES.includes(priority as DealerPriority))
      return { ok: false, reason: `Priority is P1, P2 or P3, not '${input.priority}'.` };
    const contacts = (input.contacts ?? []).map((contact, index) => {
      const contactName = text(contact.name, `Contact ${index + 1}'s name`, 100);
      if (!contactName) throw new RangeError(`Contact ${index + 1} needs a name.`);
      const email = text(contact.email, `Contact ${index + 1}'s e-mail`, 200);
      if (email && !EMAIL.test(email))
        throw new RangeError(`Contact ${index + 1}'s e-mail '${email}' is not an e-mail address.`);
      return {
        name: contactName,
        role: text(contact.role, `Contact ${index + 1}'s role`, 100),
        phone: text(contact.phone, `Contact ${index + 1}'s phone`, 40),
        email,
      };
    });
    if (contacts.length > MAX_CONTACTS) return { ok: false, reason: `A dealer has at most ${MAX_CONTACTS} contacts.` };
    let point = { lat: centroid.latitude, lng: centroid.longitude };
    if (input.location) {
      const checked = checkDealerPoint({ lat: input.location.latitude, lng: input.location.longitude }, point, zip);
      if (!checked.ok) return checked;
      point = checked.point;
    }
    return {
      ok: true,
      values: {
        name,
        matchName: normaliseDealerName(name),
        street: text(input.street, 'The street', 200),
        city: text(input.city, 'The city', 100),
        state: text(input.state, 'The state', 40),
        zip,
        latitude: point.lat,
        longitude: point.lng,
        locationSource: input.location ? 'import' : 'zip',
        phone: text(input.phone, 'The phone', 40),
        contacts,
        priority: priority as DealerPriority,
        notes: text(input.notes, 'Notes', 2_000),
      },
    };
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, reason: error.message };
    throw error;
  }
}

/**
 * The territory a dealer falls in when none is named: one whose postal codes hold its ZIP (the
 * first by name), else the one whose circle holds its centroid with the nearest center; null when none.
 */
export function territoryFor(
  territories: readonly TerritoryRow[],
  zip: string,
  point: { latitude: number; longitude: number },
): string | null {
  const byCode = territories.find((territory) => territory.postalCodes.includes(zip));
  if (byCode) return byCode.id;
  let nearest: { id: string; miles: number } | null = null;
  for (const territory of territories) {
    if (territory.centerLatitude === null || territory.centerLongitude === null || territory.radiusMiles === null)
      continue;
    const miles = distanceMiles(
      { lat: point.latitude, lng: point.longitude },
      { lat: territory.centerLatitude, lng: territory.centerLongitude },
    );
    if (miles <= territory.radiusMiles && (!nearest || miles < nearest.miles)) nearest = { id: territory.id, miles };
  }
  return nearest?.id ?? null;
}

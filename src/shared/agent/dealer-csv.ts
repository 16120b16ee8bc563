// A dealer file (docs/agent.md "Dealer CSV"): its columns, the ones every row needs, its limits,
// the headers the import wizard recognises, and what makes two rows one dealer. The graph's
// importer (server/services/agent/import.ts) and the wizard (src/features/territories/) read them
// from here, so the two cannot disagree.
import { detectColumns, type CsvRejection, type MappedRow } from '../csv/read';
import { fixedColumnSynonyms, isBlankRow } from '../csv/fixed-columns';
import { normaliseDealerName } from './dealer-name';

export const DEALER_CSV_COLUMNS = [
  'name',
  'street',
  'city',
  'state',
  'zip',
  'phone',
  'priority',
  'notes',
  'contact_name',
  'contact_role',
  'contact_phone',
  'contact_email',
  'territory',
  'owner_agent_email',
  'latitude',
  'longitude',
] as const;
export type DealerCsvColumn = (typeof DEALER_CSV_COLUMNS)[number];
export type DealerCsvRow = MappedRow<DealerCsvColumn>;

export const DEALER_CSV_REQUIRED: readonly DealerCsvColumn[] = ['name', 'zip', 'priority'];
export const DEALER_CSV_LIMITS = { maxRows: 2_000, maxCharacters: 2_000_000 } as const;

const SYNONYMS = fixedColumnSynonyms(DEALER_CSV_COLUMNS, {
  name: ['dealer', 'dealername', 'dealership', 'accountname', 'account'],
  street: ['address', 'streetaddress', 'address1'],
  state: ['st', 'province'],
  zip: ['zipcode', 'postalcode', 'postcode'],
  phone: ['phonenumber', 'telephone', 'mainphone'],
  notes: ['note', 'comments'],
  contact_name: ['contact', 'contactperson'],
  contact_role: ['contacttitle', 'title', 'role'],
  contact_phone: ['contactnumber', 'mobile'],
  contact_email: ['email', 'emailaddress', 'contactemailaddress'],
  owner_agent_email: ['agentemail', 'owneremail', 'agent'],
  latitude: ['lat'],
  longitude: ['lng', 'lon', 'long'],
});

/** The mapping a dealer file's headers suggest. */
export const detectDealerColumns = (headers: string[]) => detectColumns(headers, DEALER_CSV_COLUMNS, SYNONYMS);

/** ZIP+4 is matched and stored as its five-digit ZIP. */
export const dealerZip = (zip: string) => zip.trim().replace(/^(\d{5})-\d{4}$/, '$1');

/** One dealer: the same name as matched (`normaliseDealerName`) in the same ZIP. */
export const dealerKey = (matchName: string, zip: string) => `${matchName}|${zip}`;

/** The dealer a row names, or null when it lacks a name or a ZIP. */
export function dealerRowKey(row: DealerCsvRow): string | null {
  const name = normaliseDealerName(row.name ?? '');
  const zip = dealerZip(row.zip ?? '');
  return name && zip ? dealerKey(name, zip) : null;
}

/** A row naming the dealer an earlier line named: the file says two things about one dealer. */
export const repeatsDealer = (line: number) => `Repeats the dealer of line ${line}.`;

/**
 * What the import wizard refuses before the graph sees a row: a row with nothing in the columns
 * chosen (the graph's reader would skip it), and one naming the dealer of an earlier line (the
 * graph's check names a line of the rows it receives, not of the person's file). The other rows
 * go to the graph's check.
 */
export function precheckDealerRows(rows: readonly DealerCsvRow[]): { rows: DealerCsvRow[]; rejected: CsvRejection[] } {
  const seen = new Map<string, number>();
  const kept: DealerCsvRow[] = [];
  const rejected: CsvRejection[] = [];
  for (const row of rows) {
    if (isBlankRow(row, DEALER_CSV_COLUMNS)) {
      rejected.push({ line: row.line, reason: 'The row has nothing in the columns chosen.' });
      continue;
    }
    const key = dealerRowKey(row);
    const earlier = key ? seen.get(key) : undefined;
    if (earlier) {
      rejected.push({ line: row.line, reason: repeatsDealer(earlier) });
      continue;
    }
    if (key) seen.set(key, row.line);
    kept.push(row);
  }
  return { rows: kept, rejected };
}

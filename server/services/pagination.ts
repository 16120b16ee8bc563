import { AppError } from '../errors';

export type Connection<T> = {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

/** An opaque cursor holding a row's keyset position (its sort values, then its id). */
export function encodeCursor(position: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

/** The position a cursor holds, when it has `length` values; BAD_USER_INPUT for anything else. */
export function decodeCursor(cursor: string, length: number): unknown[] {
  try {
    const position: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(position) && position.length === length) return position;
  } catch {
    // falls through to the error
  }
  throw new AppError('BAD_USER_INPUT', '`after` is not a cursor this query returned.');
}

/** Checks a page size: 1 to `max`. */
export function pageSize(first: number, max: number): number {
  if (!Number.isInteger(first) || first < 1 || first > max) {
    throw new AppError('BAD_USER_INPUT', `\`first\` must be between 1 and ${max}.`);
  }
  return first;
}

/** A connection from `first + 1` fetched rows: the extra row only says there is a next page. */
export function toConnection<T>(rows: T[], first: number, position: (row: T) => unknown[]): Connection<T> {
  const edges = rows.slice(0, first).map((node) => ({ cursor: encodeCursor(position(node)), node }));
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
}

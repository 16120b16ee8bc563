import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from '../errors';
import { isUuid } from './ids';

const NOT_A_CURSOR = '`after` is not a cursor this query returned.';
const NOT_THIS_ORDER = '`after` is not a cursor this query returned for this order.';

export type Connection<T> = {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

/** An opaque cursor holding a row's keyset position (its sort values, then its id). */
function encodeCursor(position: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

/** The position a cursor holds, when it has `length` values; BAD_USER_INPUT for anything else. */
function decodeCursor(cursor: string, length: number): unknown[] {
  try {
    const position: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(position) && position.length === length) return position;
  } catch {
    // falls through to the error
  }
  throw new AppError('BAD_USER_INPUT', NOT_A_CURSOR);
}

/** Checks a page size: 1 to `max`. */
export function pageSize(first: number, max: number): number {
  if (!Number.isInteger(first) || first < 1 || first > max) {
    throw new AppError('BAD_USER_INPUT', `\`first\` must be between 1 and ${max}.`);
  }
  return first;
}

/** A connection from `first + 1` fetched rows: the extra row only says there is a next page. */
function toConnection<T>(rows: T[], first: number, position: (row: T) => unknown[]): Connection<T> {
  const edges = rows.slice(0, first).map((node) => ({ cursor: encodeCursor(position(node)), node }));
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
}

type Direction = 'ASC' | 'DESC';

/** One key of a keyset order: what rows are ordered by, and what a row's cursor keeps of it. */
export type KeysetKey<Row> = {
  /** The column or expression rows are ordered by (and compared with a cursor's value). */
  by: AnyColumn | SQL;
  direction: Direction;
  /** Nulls last in either direction: ordered by `(by is null)`, then `coalesce(by, 0)`. */
  nullsLast?: boolean;
  /** The value a row's cursor keeps for this key; a key without one is read by `seek`. */
  of?: (row: Row) => unknown;
  /** Whether a cursor's value is one this key keeps; a cursor failing it is refused. */
  accepts?: (value: unknown) => boolean;
  /** The PostgreSQL type the cursor's value is cast to in the comparison. */
  cast?: string;
  /** The cursor's value as the query binds it (default: as it is). */
  param?: (value: unknown) => unknown;
};

/** A keyset order: its keys, the last being the tie-breaker id. */
export type Keyset<Row> = {
  keys: KeysetKey<Row>[];
  /** Values naming the order, written first in every cursor: a cursor of another order is refused. */
  tag?: readonly unknown[];
  /** The position a cursor stands for, when the cursor keeps fewer values than there are keys. */
  seek?: (values: unknown[]) => SQL;
};

/** What a cursor's value may be: checks for `KeysetKey.accepts`. */
export const cursorValue = {
  text: (value: unknown): value is string => typeof value === 'string',
  uuid: (value: unknown): value is string => typeof value === 'string' && isUuid(value),
  date: (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
  timestamp: (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
  positiveInteger: (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1,
};

type Atom = { by: AnyColumn | SQL; direction: Direction; value: SQL };

/**
 * One keyset pager: a page of `first` (1 to `max`) rows in `keyset`'s order after the cursor
 * `after`. Its `orderBy` and `limit` (one extra row: it only says there is a next page) go into the
 * service's query, `after(cursor)` is the condition of the rows beyond a cursor (BAD_USER_INPUT for
 * a cursor this order did not give), and `connection(rows)` makes the edges and pageInfo.
 */
export function keysetPager<Row>(keyset: Keyset<Row>, options: { first: number; max: number }) {
  const first = pageSize(options.first, options.max);
  const tag = keyset.tag ?? [];
  const kept = keyset.keys.filter((key) => key.of);
  return {
    first,
    limit: first + 1,
    orderBy: keyset.keys.flatMap((key): SQL[] => {
      const by = key.direction === 'ASC' ? asc : desc;
      return key.nullsLast ? [asc(sql`(${key.by} is null)`), by(sql`coalesce(${key.by}, 0)`)] : [by(key.by)];
    }),
    after(cursor: string | null | undefined): SQL | undefined {
      if (cursor == null) return undefined;
      const values = decodeCursor(cursor, tag.length + kept.length);
      const ownOrder = tag.every((value, index) => values[index] === value);
      const own = values.slice(tag.length);
      if (!ownOrder || !kept.every((key, index) => key.accepts?.(own[index]) ?? true)) {
        throw new AppError('BAD_USER_INPUT', keyset.tag ? NOT_THIS_ORDER : NOT_A_CURSOR);
      }
      if (keyset.seek) {
        const beyond = sql.raw(keyset.keys[0]!.direction === 'ASC' ? '>' : '<');
        return sql`(${sql.join(
          keyset.keys.map((key) => sql`${key.by}`),
          sql`, `,
        )}) ${beyond} ${keyset.seek(own)}`;
      }
      return beyondPosition(
        kept.flatMap((key, index): Atom[] => {
          const raw = key.param ? key.param(own[index]) : own[index];
          const value = key.cast ? sql`${raw}::${sql.raw(key.cast)}` : sql`${raw}`;
          if (!key.nullsLast) return [{ by: key.by, direction: key.direction, value }];
          return [
            { by: sql`(${key.by} is null)`, direction: 'ASC', value: sql`${raw === null}` },
            { by: sql`coalesce(${key.by}, 0)`, direction: key.direction, value: sql`${raw ?? 0}` },
          ];
        }),
        keyset.keys.some((key) => key.nullsLast),
      );
    },
    connection: <R extends Row>(rows: R[]): Connection<R> =>
      toConnection(rows, first, (row) => [...tag, ...kept.map((key) => key.of!(row))]),
  };
}

/**
 * Rows strictly beyond a position: one row comparison (answered from an index) when every key runs
 * one way, else key by key (equal on the keys before, beyond on this one).
 */
function beyondPosition(atoms: Atom[], keyByKey: boolean): SQL {
  const op = (direction: Direction) => sql.raw(direction === 'ASC' ? '>' : '<');
  if (!keyByKey && atoms.every((atom) => atom.direction === atoms[0]!.direction)) {
    const list = (parts: SQL[]) => sql.join(parts, sql`, `);
    return sql`(${list(atoms.map((atom) => sql`${atom.by}`))}) ${op(atoms[0]!.direction)} (${list(atoms.map((atom) => atom.value))})`;
  }
  const steps = atoms.map((atom, index) => {
    const equal = atoms.slice(0, index).map((before) => sql`${before.by} = ${before.value}`);
    return sql.join([...equal, sql`${atom.by} ${op(atom.direction)} ${atom.value}`], sql` and `);
  });
  return sql`(${sql.join(
    steps.map((step) => sql`(${step})`),
    sql` or `,
  )})`;
}

import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { cursorValue, keysetPager, type Keyset } from '../../../server/services/pagination';

type Row = { day: string; id: string; price: number | null };
const ID = '00000000-0000-4000-8000-000000000001';
const dialect = new PgDialect();
const render = (condition: SQL | undefined) => {
  if (!condition) return undefined;
  const { sql: text, params } = dialect.sqlToQuery(condition);
  return { sql: text, params };
};
const cursorOf = (position: unknown) => Buffer.from(JSON.stringify(position)).toString('base64url');

const NEWEST_FIRST: Keyset<Row> = {
  keys: [
    { by: sql`day`, direction: 'DESC', of: (row) => row.day, accepts: cursorValue.date, cast: 'date' },
    { by: sql`id`, direction: 'DESC', of: (row) => row.id, accepts: cursorValue.uuid, cast: 'uuid' },
  ],
};

const BY_PRICE: Keyset<Row> = {
  tag: ['PRICE', 'DESC'],
  keys: [
    {
      by: sql`price`,
      direction: 'DESC',
      nullsLast: true,
      of: (row) => row.price,
      accepts: (value) => value === null || typeof value === 'number',
    },
    { by: sql`id`, direction: 'DESC', of: (row) => row.id, accepts: cursorValue.uuid },
  ],
};

const rows: Row[] = [
  { day: '2024-03-02', id: ID, price: 100 },
  { day: '2024-03-01', id: ID, price: null },
  { day: '2024-02-28', id: ID, price: null },
];

describe('keyset pager', () => {
  it('fetches one row more than the page and says from it whether a next page follows', () => {
    const pager = keysetPager(NEWEST_FIRST, { first: 2, max: 10 });
    expect(pager.limit).toBe(3);
    const page = pager.connection(rows);
    expect(page.edges.map((edge) => edge.node)).toEqual(rows.slice(0, 2));
    expect(page.pageInfo).toEqual({ hasNextPage: true, endCursor: cursorOf(['2024-03-01', ID]) });
    expect(keysetPager(NEWEST_FIRST, { first: 3, max: 10 }).connection(rows).pageInfo.hasNextPage).toBe(false);
  });

  it('continues after a cursor with one row comparison when every key runs one way', () => {
    const pager = keysetPager(NEWEST_FIRST, { first: 2, max: 10 });
    expect(render(pager.after(null))).toBeUndefined();
    expect(render(pager.after(cursorOf(['2024-03-01', ID])))).toEqual({
      sql: '(day, id) < ($1::date, $2::uuid)',
      params: ['2024-03-01', ID],
    });
    expect(dialect.sqlToQuery(sql.join(pager.orderBy, sql`, `)).sql).toBe('day desc, id desc');
  });

  it('keeps nulls last in either direction and names the order in the cursor', () => {
    const pager = keysetPager(BY_PRICE, { first: 2, max: 10 });
    expect(dialect.sqlToQuery(sql.join(pager.orderBy, sql`, `)).sql).toBe(
      '(price is null) asc, coalesce(price, 0) desc, id desc',
    );
    expect(pager.connection(rows).edges[1]!.cursor).toBe(cursorOf(['PRICE', 'DESC', null, ID]));
    expect(render(pager.after(cursorOf(['PRICE', 'DESC', null, ID])))).toEqual({
      sql: '(((price is null) > $1) or ((price is null) = $2 and coalesce(price, 0) < $3) or ((price is null) = $4 and coalesce(price, 0) = $5 and id < $6))',
      params: [true, true, 0, true, 0, ID],
    });
  });

  it('refuses a page size out of range and a cursor it did not give, in the words the services use', () => {
    expect(() => keysetPager(NEWEST_FIRST, { first: 11, max: 10 })).toThrow('`first` must be between 1 and 10.');
    const pager = keysetPager(NEWEST_FIRST, { first: 2, max: 10 });
    for (const cursor of [
      'nonsense',
      '',
      cursorOf(['2024-03-01']),
      cursorOf(['yesterday', ID]),
      cursorOf(['2024-03-01', 'not-an-id']),
    ]) {
      expect(() => pager.after(cursor), cursor).toThrow(/^`after` is not a cursor this query returned\.$/);
    }
    const byPrice = keysetPager(BY_PRICE, { first: 2, max: 10 });
    expect(() => byPrice.after(cursorOf(['PRICE', 'ASC', 100, ID]))).toThrow(
      '`after` is not a cursor this query returned for this order.',
    );
    expect(() => byPrice.after(cursorOf([100, ID]))).toThrow(/^`after` is not a cursor this query returned\.$/);
  });
});

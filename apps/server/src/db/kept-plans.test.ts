import { describe, expect, it } from 'vitest';
import { StatementNames, withStartupOption } from './kept-plans.js';

describe('StatementNames', () => {
  it('names each distinct SELECT once, and no other statement', () => {
    const names = new StatementNames();
    const first = names.keptOf('select "id" from "gigs" where "id" = $1');
    expect(first).toEqual({ name: expect.stringMatching(/^q\d+$/), generic: true });
    expect(names.keptOf('select "id" from "gigs" where "id" = $1')).toBe(first);
    expect(names.keptOf('select "id" from "containers" where "id" = $1')).not.toBe(first);
    expect(names.keptOf('update "gigs" set "sales" = $1')).toBeUndefined();
  });

  it('leaves a LIKE unnamed unless every LIKE is on an _elsewhere column', () => {
    const names = new StatementNames();
    expect(names.keptOf('select "id" from "gigs" where lower("gigs"."title") like $1')).toBeUndefined();
    expect(names.keptOf('select "id" from "containers" where "containers"."text_elsewhere" like $1')?.name).toMatch(/^q\d+$/);
    expect(
      names.keptOf('select "id" from "containers" where "containers"."text_elsewhere" like $1 or lower("containers"."about") like $2'),
    ).toBeUndefined();
  });

  it('plans a LIKE or a column bounded on both sides for its values, and every other kept statement once', () => {
    const names = new StatementNames();
    const generic = (text: string) => names.keptOf(text)?.generic;
    expect(generic('select "id" from "containers" where lower("location_country") = $1 or "text_elsewhere" like $2')).toBe(false);
    expect(generic('select "id" from "gigs" where "price_rmb" >= $1 and "price_rmb" <= $2 order by "sales" desc limit $3')).toBe(false);
    expect(generic('select "id" from "gigs" where "gigs"."price_rmb" between $1 and $2')).toBe(false);
    expect(generic('select "id" from "t" where "expires_at" > $1 and "expires_at" <= $2')).toBe(false);
    // One side only, or each side on another column: one plan serves every value.
    expect(generic('select "id" from "containers" where "price_rmb" >= $1 order by "created_at" desc limit $2')).toBe(true);
    expect(generic('select "id" from "messages" where "created_at" < $1 or ("created_at" = $2 and "id" < $3)')).toBe(true);
    expect(generic('select "id" from "t" where "a" >= $1 and "b" <= $2 and "c" <> $3')).toBe(true);
  });

  it('adds a startup option to a connection string, beside the ones it has', () => {
    const option = '-c plan_cache_mode=force_generic_plan';
    const options = (url: string) => new URL(withStartupOption(url, option).connectionString).searchParams.get('options');
    expect(options('postgres://app:pw@db:5432/spaceshare')).toBe(option);
    expect(options('postgresql://db/spaceshare?sslmode=require&options=-c%20statement_timeout%3D5000')).toBe(`-c statement_timeout=5000 ${option}`);
    expect(withStartupOption('/var/run/postgresql spaceshare', option)).toEqual({ connectionString: '/var/run/postgresql spaceshare', options: option });
  });
});

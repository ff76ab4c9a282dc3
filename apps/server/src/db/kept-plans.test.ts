import { describe, expect, it } from 'vitest';
import { MAX_KEPT_WRITTEN_PATTERNS, StatementNames, withStartupOption } from './kept-plans.js';

describe('StatementNames', () => {
  it('names each distinct SELECT once, and no other statement', () => {
    const names = new StatementNames();
    const first = names.keptOf('select "id" from "gigs" where "id" = $1');
    expect(first).toEqual({ name: expect.stringMatching(/^q\d+$/), generic: true });
    expect(names.keptOf('select "id" from "gigs" where "id" = $1')).toBe(first);
    expect(names.keptOf('select "id" from "containers" where "id" = $1')).not.toBe(first);
    expect(names.keptOf('update "gigs" set "sales" = $1')).toBeUndefined();
  });

  it('leaves a LIKE unnamed unless its pattern is written into the text', () => {
    const names = new StatementNames();
    expect(names.keptOf('select "id" from "gigs" where lower("gigs"."title") like $1')).toBeUndefined();
    expect(names.keptOf('select "id" from "containers" where "containers"."text_elsewhere" like $1')).toBeUndefined();
    expect(names.keptOf(`select "id" from "containers" where "containers"."text_elsewhere" like '%ghana%'`)?.name).toMatch(/^q\d+$/);
    expect(names.keptOf(`select "id" from "containers" where "text_elsewhere" like  E'%a\\\\b%'`)?.name).toMatch(/^q\d+$/);
    expect(
      names.keptOf(`select "id" from "containers" where "containers"."text_elsewhere" like '%x%' or lower("containers"."about") like $1`),
    ).toBeUndefined();
  });

  it(`keeps at most ${MAX_KEPT_WRITTEN_PATTERNS} texts with written patterns, and names other texts after them`, () => {
    const names = new StatementNames();
    const written = (i: number) => `select "id" from "containers" where "text_elsewhere" like '%word${i}%'`;
    for (let i = 0; i < MAX_KEPT_WRITTEN_PATTERNS; i++) expect(names.keptOf(written(i)), `pattern ${i}`).toBeDefined();
    expect(names.keptOf(written(MAX_KEPT_WRITTEN_PATTERNS))).toBeUndefined();
    expect(names.keptOf('select "id" from "gigs" where "id" = $1')).toBeDefined();
    // A forgotten one (a stale plan) frees its place.
    names.forget(written(0));
    expect(names.keptOf(written(MAX_KEPT_WRITTEN_PATTERNS))).toBeDefined();
  });

  it('plans a written LIKE once, unless it is one side of an OR', () => {
    const names = new StatementNames();
    const generic = (text: string) => names.keptOf(text)?.generic;
    expect(generic(`select "id" from "containers" where "open" and "title_elsewhere" like '%ghana%' order by "created_at" limit $1`)).toBe(true);
    expect(generic(`select "id" from "containers" where ("text_elsewhere" like '%it''s or%' and not coalesce(("c" = $1), false))`)).toBe(true);
    // A container route's side: its location or its text.
    expect(generic(`select "id" from "containers" where (lower("location_country") in ($1) or "text_elsewhere" like '%ghana%')`)).toBe(false);
    expect(generic(`select "id" from "containers" where ("text_elsewhere" like '%china%' or "text_elsewhere" like '%cn%') and $1`)).toBe(false);
    expect(generic(`select "id" from "containers" where "c" = $1 or ("text_elsewhere" like '%accra%')`)).toBe(false);
  });

  it('adds a startup option to a connection string, beside the ones it has', () => {
    const option = '-c plan_cache_mode=force_generic_plan';
    const options = (url: string) => new URL(withStartupOption(url, option).connectionString).searchParams.get('options');
    expect(options('postgres://app:pw@db:5432/spaceshare')).toBe(option);
    expect(options('postgresql://db/spaceshare?sslmode=require&options=-c%20statement_timeout%3D5000')).toBe(`-c statement_timeout=5000 ${option}`);
    expect(withStartupOption('/var/run/postgresql spaceshare', option)).toEqual({ connectionString: '/var/run/postgresql spaceshare', options: option });
  });
});

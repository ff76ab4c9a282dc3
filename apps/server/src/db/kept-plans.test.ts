import { describe, expect, it } from 'vitest';
import { MAX_KEPT_STATEMENTS, MAX_KEPT_WRITTEN_PATTERNS, StatementNames, withStartupOption } from './kept-plans.js';

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

  it(`keeps the ${MAX_KEPT_WRITTEN_PATTERNS} texts with written patterns used last, and says which names it drops`, () => {
    const dropped: string[] = [];
    const names = new StatementNames((name) => dropped.push(name));
    const written = (i: number) => `select "id" from "containers" where "text_elsewhere" like '%word${i}%'`;
    const first = Array.from({ length: MAX_KEPT_WRITTEN_PATTERNS }, (_, i) => names.keptOf(written(i))!);
    expect(new Set(first.map((kept) => kept.name)).size).toBe(MAX_KEPT_WRITTEN_PATTERNS);
    names.keptOf(written(0)); // used again: now the most recent
    const newer = names.keptOf(written(MAX_KEPT_WRITTEN_PATTERNS))!;
    expect(dropped).toEqual([first[1]!.name]);
    expect(names.isKept(first[1]!.name)).toBe(false);
    expect(names.keptOf(written(0))).toBe(first[0]);
    // A dropped text comes back under a name of its own, never one used before.
    const again = names.keptOf(written(1))!;
    expect(dropped).toEqual([first[1]!.name, first[2]!.name]);
    expect([...first, newer].map((kept) => kept.name)).not.toContain(again.name);
    // Texts without patterns are never dropped for them.
    const fixed = names.keptOf('select "id" from "gigs" where "id" = $1')!;
    for (let i = 0; i < 2 * MAX_KEPT_WRITTEN_PATTERNS; i++) names.keptOf(written(1000 + i));
    expect(names.keptOf('select "id" from "gigs" where "id" = $1')).toBe(fixed);
    // Past MAX_KEPT_STATEMENTS, the text used longest ago makes way, whatever it holds.
    const shape = (i: number) => `select "id" from "gigs" where "sales" = $1 and ${i} = ${i}`;
    const shapes = Array.from({ length: MAX_KEPT_STATEMENTS }, (_, i) => names.keptOf(shape(i))!);
    expect(shapes.every(Boolean)).toBe(true);
    expect(names.isKept(fixed.name)).toBe(false);
    expect(names.isKept(shapes[0]!.name)).toBe(true);
    names.keptOf(shape(0));
    names.keptOf(shape(MAX_KEPT_STATEMENTS));
    expect([names.isKept(shapes[0]!.name), names.isKept(shapes[1]!.name)]).toEqual([true, false]);
    // A forgotten one (a stale plan) is dropped too.
    names.forget(shape(0));
    expect(dropped.at(-1)).toBe(shapes[0]!.name);
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

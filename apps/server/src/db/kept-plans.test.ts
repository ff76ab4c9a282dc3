import { describe, expect, it } from 'vitest';
import { StatementNames } from './kept-plans.js';

describe('StatementNames', () => {
  it('names each distinct SELECT once, and no other statement', () => {
    const names = new StatementNames();
    const first = names.nameOf('select "id" from "gigs" where "id" = $1');
    expect(first).toMatch(/^q\d+$/);
    expect(names.nameOf('select "id" from "gigs" where "id" = $1')).toBe(first);
    expect(names.nameOf('select "id" from "containers" where "id" = $1')).not.toBe(first);
    expect(names.nameOf('update "gigs" set "sales" = $1')).toBeUndefined();
  });

  it('leaves a LIKE unnamed unless every LIKE is on an _elsewhere column', () => {
    const names = new StatementNames();
    expect(names.nameOf('select "id" from "gigs" where lower("gigs"."title") like $1')).toBeUndefined();
    expect(names.nameOf('select "id" from "containers" where "containers"."text_elsewhere" like $1')).toMatch(/^q\d+$/);
    expect(
      names.nameOf('select "id" from "containers" where "containers"."text_elsewhere" like $1 or lower("containers"."about") like $2'),
    ).toBeUndefined();
  });
});

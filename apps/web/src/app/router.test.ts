import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_PATHS } from '@spaceshare/shared/pages';
import { routes } from './router';

const paths = (list: RouteObject[]): string[] => list.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);

describe('router', () => {
  it('answers exactly the paths the server knows as pages (everything else is its not-found page and a 404)', () => {
    const all = paths(routes);
    expect(all.filter((path) => path !== '*').sort()).toEqual([...APP_PATHS].sort());
    expect(all).toContain('*');
  });
});

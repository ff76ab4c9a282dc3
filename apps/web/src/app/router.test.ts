import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_PATHS } from '@spaceshare/shared/pages';
import { routes } from './router';

const flat = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => [route, ...flat(route.children ?? [])]);
const paths = (list: RouteObject[]): string[] => flat(list).flatMap((route) => (route.path ? [route.path] : []));

describe('router', () => {
  it('answers exactly the paths the server knows as pages (everything else is its not-found page and a 404)', () => {
    const all = paths(routes);
    expect(all.filter((path) => path !== '*').sort()).toEqual([...APP_PATHS].sort());
    expect(all).toContain('*');
  });

  it('uses no data-router option, which declarative routes would silently ignore (docs/decisions/1304)', () => {
    const dataOnly = ['loader', 'action', 'lazy', 'errorElement', 'ErrorBoundary', 'HydrateFallback', 'Component', 'shouldRevalidate'];
    for (const route of flat(routes)) expect(Object.keys(route).filter((key) => dataOnly.includes(key))).toEqual([]);
  });
});

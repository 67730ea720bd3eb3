import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { pageQueriesFor, ROUTE_QUERIES } from './routeQueries';
import { operationName } from '../../lib/data/queryKey';

const pathsOf = (table: RouteObject[]): string[] => table.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('the queries the server asks before it renders a page', () => {
  it('are declared only for paths of the route table, so a renamed route cannot lose them unnoticed', () => {
    const routePaths = new Set(pathsOf(routes));
    expect(ROUTE_QUERIES.map((entry) => entry.path).filter((path) => !routePaths.has(path))).toEqual([]);
  });

  it('take their variables from the URL as the page does', () => {
    const asked = (url: string) =>
      pageQueriesFor(new URL(url, 'https://roofline.test')).map(({ query, variables }) => `${operationName(query)} ${JSON.stringify(variables ?? {})}`);
    expect(asked('/property/p-1/dashboard/cash-out/confirm')).toEqual(['propertyDashboard {"uuid":"p-1"}']);
    expect(asked('/resources/categories/refinancing')).toEqual(['resourcesCategory {"slug":"refinancing"}']);
    expect(asked('/resources/when-does-refinancing-make-sense')).toEqual(['resourcesArticle {"slug":"when-does-refinancing-make-sense"}']);
    // The mailed invitation is accepted before the partner's dashboard is asked for.
    expect(asked('/partner/property/p-1/dashboard')).toEqual(['partnerPropertyDashboard {"uuid":"p-1"}']);
    expect(asked('/partner/property/p-1/dashboard?invitation=abc')).toEqual([]);
    expect(asked('/rates')).toEqual([]);
  });
});

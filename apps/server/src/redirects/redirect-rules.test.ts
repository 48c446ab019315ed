import { describe, expect, it } from 'vitest';
import { RedirectTable, localTarget, loopProblem, reservedFromProblem } from './redirect-rules';

const origin = 'https://vitrine.example';

describe('redirect rules', () => {
  it('refuses the server paths and accepts the site pages and old file addresses', () => {
    for (const from of [
      '/api/apps/x',
      '/admin',
      '/ADMIN/redirects',
      '/login?next=/',
      '/assets/a.js',
      '/uploads/x.png',
      '/sitemap.xml',
      '/robots.txt',
      '/healthz',
      '/c/abc',
    ])
      expect(reservedFromProblem(from), from).toMatch(/belongs to the server/);
    for (const from of [
      '/old-page',
      '/administration',
      '/en/tarifs',
      '/about.html',
      '/blogpost?slug=old',
    ])
      expect(reservedFromProblem(from), from).toBeUndefined();
  });

  it('reads a same-site absolute address as a path, and leaves others out', () => {
    expect(localTarget('/pricing', origin)).toBe('/pricing');
    expect(localTarget('https://VITRINE.example/pricing?x=1', origin)).toBe('/pricing?x=1');
    expect(localTarget('https://elsewhere.example/pricing', origin)).toBeUndefined();
  });

  it('finds loops of one, two and more redirects, through case, queries and the own origin', () => {
    expect(loopProblem([{ from: '/a', to: '/A' }], origin)).toMatch(/would loop/);
    expect(
      loopProblem(
        [
          { from: '/a', to: '/b' },
          { from: '/b', to: '/a' },
        ],
        origin,
      ),
    ).toMatch(/\/a → \/b → \/a/);
    const chain = [
      { from: '/a', to: '/b' },
      { from: '/b', to: 'https://vitrine.example/c' },
      { from: '/c', to: '/a?from=c' },
    ];
    expect(loopProblem(chain, origin)).toMatch(/would loop/);
    expect(loopProblem([{ from: '/a', to: '/a?x=1' }], origin)).toMatch(/would loop/);
    // A rule with a query takes that query only: `/a?x=1` → `/a` does not come back.
    expect(loopProblem([{ from: '/a?x=1', to: '/a' }], origin)).toBeUndefined();
    expect(
      loopProblem(
        [
          { from: '/a', to: '/b' },
          { from: '/b', to: '/c' },
        ],
        origin,
      ),
    ).toBeUndefined();
    expect(
      loopProblem([{ from: '/a', to: 'https://elsewhere.example/a' }], origin),
    ).toBeUndefined();
  });

  it('matches paths case-insensitively, a query exactly, and keeps the request query', () => {
    const table = new RedirectTable([
      { id: '1', from: '/old', to: '/new', status: 301 },
      { id: '2', from: '/old?page=2', to: '/new-2', status: 308 },
      { id: '3', from: '/moved', to: '/target?ref=moved', status: 302 },
    ]);
    expect(table.match('/OLD', '')).toEqual({ id: '1', location: '/new', status: 301 });
    expect(table.match('/old', '?utm=x')).toEqual({ id: '1', location: '/new?utm=x', status: 301 });
    expect(table.match('/old', '?page=2')).toEqual({ id: '2', location: '/new-2', status: 308 });
    expect(table.match('/moved', '?a=1')?.location).toBe('/target?ref=moved');
    expect(table.match('/other', '')).toBeUndefined();
  });
});

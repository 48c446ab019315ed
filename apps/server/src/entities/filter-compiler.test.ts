import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';
import { compileFilter } from './filter-compiler';
import { QueryError } from './query-error';

const POSTS = [
  {
    slug: 'alpha',
    title: 'Alpha screens',
    tags: ['retail', 'hardware'],
    read_time: 3,
    published: true,
    language: 'en',
    category: 'tutorials',
    featured_image: '/a.svg',
  },
  {
    slug: 'beta',
    title: 'Beta playlists',
    tags: ['retail'],
    read_time: 7,
    published: false,
    language: 'en',
    category: 'business-tips',
  },
  {
    slug: 'gamma',
    title: 'Gamma écrans',
    tags: ['événements'],
    read_time: 12,
    published: true,
    language: 'fr',
    category: 'tutorials',
  },
  {
    slug: 'delta',
    title: "Delta O'Brien; DROP TABLE",
    tags: [],
    read_time: 5,
    published: true,
    language: 'fr',
    category: 'case-studies',
  },
];

describe.each(testDatabases())('filter compiler on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  beforeAll(async () => {
    for (const post of POSTS) {
      await t.app.services.store.create(BlogPost, {
        excerpt: 'Short summary',
        content: 'Body',
        ...post,
      });
    }
  });

  const slugs = async (filter: Record<string, unknown>) => {
    const records = await t.app.services.store.list(BlogPost, {
      filter,
      sort: [{ field: 'slug', descending: false }],
    });
    return records.map((record) => record.slug);
  };

  it('matches plain equality, booleans and implicit AND', async () => {
    expect(await slugs({ language: 'fr' })).toEqual(['delta', 'gamma']);
    expect(await slugs({ published: false })).toEqual(['beta']);
    expect(await slugs({ language: 'en', published: true })).toEqual(['alpha']);
  });

  it('supports $eq, $ne (missing fields included) and $exists', async () => {
    expect(await slugs({ category: { $eq: 'tutorials' } })).toEqual(['alpha', 'gamma']);
    expect(await slugs({ category: { $ne: 'tutorials' } })).toEqual(['beta', 'delta']);
    expect(await slugs({ featured_image: { $ne: '/a.svg' } })).toEqual(['beta', 'delta', 'gamma']);
    expect(await slugs({ featured_image: { $exists: true } })).toEqual(['alpha']);
    expect(await slugs({ featured_image: { $exists: false } })).toEqual(['beta', 'delta', 'gamma']);
  });

  it('supports $gt, $gte, $lt, $lte and ranges', async () => {
    expect(await slugs({ read_time: { $gt: 5 } })).toEqual(['beta', 'gamma']);
    expect(await slugs({ read_time: { $gte: 5 } })).toEqual(['beta', 'delta', 'gamma']);
    expect(await slugs({ read_time: { $lt: 5 } })).toEqual(['alpha']);
    expect(await slugs({ read_time: { $lte: 5, $gt: 3 } })).toEqual(['delta']);
    expect(await slugs({ slug: { $gte: 'c' } })).toEqual(['delta', 'gamma']);
  });

  it('supports $in, $nin, and arrays meaning "any of"', async () => {
    expect(await slugs({ category: { $in: ['case-studies', 'business-tips'] } })).toEqual([
      'beta',
      'delta',
    ]);
    expect(await slugs({ category: ['case-studies', 'business-tips'] })).toEqual(['beta', 'delta']);
    expect(await slugs({ category: { $nin: ['tutorials'] } })).toEqual(['beta', 'delta']);
    expect(await slugs({ category: { $in: [] } })).toEqual([]);
  });

  it('applies conditions to any element of array fields', async () => {
    expect(await slugs({ tags: 'retail' })).toEqual(['alpha', 'beta']);
    expect(await slugs({ tags: { $in: ['hardware', 'événements'] } })).toEqual(['alpha', 'gamma']);
    expect(await slugs({ tags: { $ne: 'retail' } })).toEqual(['delta', 'gamma']);
    expect(await slugs({ tags: { $all: ['retail', 'hardware'] } })).toEqual(['alpha']);
    expect(await slugs({ tags: { $size: 0 } })).toEqual(['delta']);
  });

  it('supports $regex with the i option, on plain and array fields', async () => {
    expect(await slugs({ title: { $regex: '^gamma', $options: 'i' } })).toEqual(['gamma']);
    expect(await slugs({ title: { $regex: '^gamma' } })).toEqual([]);
    expect(await slugs({ tags: { $regex: 'ware$' } })).toEqual(['alpha']);
  });

  it('supports $and, $or, $nor and $not', async () => {
    expect(await slugs({ $or: [{ slug: 'alpha' }, { read_time: { $gt: 10 } }] })).toEqual([
      'alpha',
      'gamma',
    ]);
    expect(await slugs({ $and: [{ language: 'fr' }, { read_time: { $lt: 10 } }] })).toEqual([
      'delta',
    ]);
    expect(await slugs({ $nor: [{ language: 'fr' }, { published: false }] })).toEqual(['alpha']);
    expect(await slugs({ read_time: { $not: { $gt: 5 } } })).toEqual(['alpha', 'delta']);
  });

  it('reads dotted paths into declared fields and server columns', async () => {
    expect(await slugs({ 'tags.0': 'retail' })).toEqual(['alpha', 'beta']);
    const [alpha] = await t.app.services.store.list(BlogPost, { filter: { slug: 'alpha' } });
    expect(await slugs({ id: alpha?.id })).toEqual(['alpha']);
    expect(await slugs({ created_date: { $gte: '2000-01-01' } })).toHaveLength(4);
  });

  it('treats SQL metacharacters in values as data', async () => {
    expect(await slugs({ title: "Delta O'Brien; DROP TABLE" })).toEqual(['delta']);
    expect(await slugs({ title: "' OR 1=1 --" })).toEqual([]);
    expect(await slugs({ title: { $regex: "'; DROP TABLE x; --" } })).toEqual([]);
  });

  it('names unknown operators and fields in its errors', () => {
    const compile = (filter: unknown) => compileFilter(t.database.dialect, BlogPost, filter);
    expect(() => compile({ title: { $where: 'x' } })).toThrow(/Unknown operator "\$where"/);
    expect(() => compile({ $text: { $search: 'x' } })).toThrow(/Unknown operator "\$text"/);
    expect(() => compile({ passwordHash: 'x' })).toThrow(/Unknown field "passwordHash"/);
    expect(() => compile({ "title') OR 1=1 --": 'x' })).toThrow(QueryError);
    expect(() => compile({ 'tags.__proto__': 'x' })).toThrow(/Invalid field name/);
    expect(() => compile({ title: { $regex: '(a+)+$' } })).toThrow(/too complex/);
    expect(() => compile({ title: { nested: 1 } })).toThrow(/must use operators/);
  });

  it('never splices request strings into the SQL text', () => {
    const hostile = "x'); DELETE FROM ent_blog_post; --";
    const compiled = compileFilter(t.database.dialect, BlogPost, {
      $or: [
        { title: hostile },
        { tags: { $in: [hostile] } },
        { 'tags.0': { $regex: 'abc' } },
        { slug: { $gt: hostile } },
      ],
    }).compile(t.database.db);
    expect(compiled.sql).not.toContain('DELETE');
    expect(compiled.sql).not.toContain('abc');
    expect(compiled.parameters).toContain('abc');
    expect(compiled.parameters.some((value) => String(value).includes('DELETE FROM'))).toBe(true);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';
import { multipartImage, phoneJpeg, uploadImage } from '../uploads/test-support';

const built = existsSync(path.resolve(import.meta.dirname, '../../../web/build/server/index.js'));

/** The `<picture>` elements of a page, and the attributes of their `<img>`. */
function pictures(html: string) {
  return [...html.matchAll(/<picture>(.*?)<\/picture>/g)].map(([, inner]) => {
    const img = /<img ([^>]*)>/.exec(inner!)![1]!;
    const attribute = (name: string) => new RegExp(`(?:^| )${name}="([^"]*)"`).exec(img)?.[1];
    return { inner: inner!, attribute };
  });
}

describe.skipIf(!built)('uploaded images on server-rendered blog pages', () => {
  let url: string;
  const t = useTestApp(testDatabases()[0]!, {}, { web: true });
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('draws uploads as <picture> with AVIF, WebP, width and height; SVGs stay plain', async () => {
    const upload = await uploadImage(t, await phoneJpeg(2000, 1400));
    expect(upload.statusCode).toBe(200);
    const photo = upload.json().file_url as string;
    const base = photo.slice(0, -'.jpg'.length);
    const created = await t.app.inject({
      method: 'POST',
      url: `${t.base}/BlogPost`,
      headers: t.admin,
      payload: {
        title: 'Photos',
        excerpt: 'With a photo',
        slug: 'photos',
        content: `Intro\n\n![A shop window](${photo})\n\n![Diagram](/images/blog/diagram.svg)`,
        category: 'tutorials',
        tags: [],
        read_time: 2,
        published: true,
        language: 'en',
        featured_image: photo,
      },
    });
    expect(created.statusCode).toBe(201);

    const listing = await (await fetch(`${url}/en/blog`)).text();
    const [card] = pictures(listing);
    expect(card, 'the card draws a <picture>').toBeDefined();
    // Cards draw the 40:21 crops: their box has that shape.
    expect(card!.inner).toContain(`<source type="image/avif" srcSet="${base}-320x168.avif 320w`);
    expect(card!.inner).toContain('<source type="image/webp"');
    expect(card!.attribute('width')).toBe('1200');
    expect(card!.attribute('height')).toBe('630');
    expect(card!.attribute('src')).toBe(`${base}-960x504.jpg`);
    // The first card is the listing's largest paint.
    expect(card!.attribute('fetchPriority')).toBe('high');
    expect(card!.attribute('loading')).toBe('eager');

    const page = await (await fetch(`${url}/en/blogpost?slug=photos`)).text();
    const [header, inline] = pictures(page);
    expect(header!.attribute('fetchPriority')).toBe('high');
    expect(header!.attribute('width')).toBe('1200');
    expect(header!.attribute('height')).toBe('630');
    expect(inline!.inner).toContain(`<source type="image/avif" srcset="${base}-320.avif 320w`);
    expect(inline!.attribute('alt')).toBe('A shop window');
    expect(inline!.attribute('width')).toBe('1400');
    expect(inline!.attribute('height')).toBe('2000');
    expect(inline!.attribute('loading')).toBe('lazy');
    expect(page).toContain('<img src="/images/blog/diagram.svg" alt="Diagram">');
    expect(page).toMatch(
      new RegExp(`<meta property="og:image" content="https?://[^"]+${base}-1200x630\\.jpg"`),
    );
    expect(page).toContain('<meta property="og:image:width" content="1200"');
    expect(page).toContain('<meta property="og:image:height" content="630"');
    // The structured data names the same shared variant, never the multi-megabyte original.
    const posting = [
      ...page.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
    ]
      .map((match) => JSON.parse(match[1]!) as { '@type': string; image?: string })
      .find((data) => data['@type'] === 'BlogPosting');
    expect(posting?.image).toMatch(new RegExp(`^https?://[^"]+${base}-1200x630\\.jpg$`));
  });

  it('draws the original while the variants are made, and the variants on the next render after', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    t.app.services.uploads.variants.reserve()!.start('held', () => held);
    const body = multipartImage(await phoneJpeg(1300, 900));
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/integration-endpoints/Core/UploadFile`,
      payload: body.payload,
      headers: { ...body.headers, ...t.admin },
    });
    const photo = upload.json().file_url as string;
    const created = await t.app.inject({
      method: 'POST',
      url: `${t.base}/BlogPost`,
      headers: t.admin,
      payload: {
        title: 'Fresh photo',
        excerpt: 'Just uploaded',
        slug: 'fresh-photo',
        content: 'Text',
        category: 'tutorials',
        tags: [],
        read_time: 1,
        published: true,
        language: 'en',
        featured_image: photo,
      },
    });
    expect(created.statusCode).toBe(201);
    const page = async () => (await fetch(`${url}/en/blogpost?slug=fresh-photo`)).text();
    const base = photo.slice(0, -'.jpg'.length);
    try {
      const before = await page();
      expect(before).toContain(`src="${photo}"`);
      expect(before).not.toContain(`${base}-`);
    } finally {
      release();
    }
    await t.app.services.uploads.variants.idle();
    // The rendered page was cached: the variants being ready drops it.
    const [header] = pictures(await page());
    expect(header?.attribute('src')).toMatch(new RegExp(`^${base}-\\d+x\\d+\\.jpg$`));
  });
});

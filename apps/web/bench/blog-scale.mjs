// The blog at scale in Lighthouse (mobile preset): 600 published English posts and a 3.4 MB
// phone-sized photo used as a post's featured image and inside its text. Audits the listing,
// its fifth page, a search result page and the photo post, next to the seeded article (the
// baseline, measured in the same run). Prints figures; never fails on targets.
//   npm run bench -- blog-lighthouse      (builds first)
import { tsImport } from 'tsx/esm/api';
import { photoLikeJpeg } from '../../server/bench/image-variants.mjs';
import { runLighthouseBench } from './lighthouse.mjs';

const POSTS = 600;
const BATCH = 200;
const WORDS = ['screens', 'retail', 'menu', 'playlist', 'energy', 'lobby', 'kiosk', 'agenda'];

function post(n) {
  const word = (k) => WORDS[(n * 3 + k) % WORDS.length];
  return {
    title: `${word(0)} and ${word(1)}: field notes ${n}`,
    excerpt: `How one team used ${word(2)} and ${word(3)} to reach visitors, step by step.`,
    slug: `scale-post-${n}`,
    content: `## ${word(4)}\n\n${'Screens that sell while you sleep. '.repeat(40)}`,
    category: 'business-tips',
    tags: [word(5)],
    read_time: 3,
    published: true,
    published_date: new Date(Date.UTC(2025, 0, 1) + n * 3_600_000).toISOString(),
    language: 'en',
  };
}

async function seed(server, token) {
  const api = `${server.url}/api/apps/${server.appId}`;
  const headers = { authorization: `Bearer ${token}` };
  for (let start = 0; start < POSTS; start += BATCH) {
    const posts = Array.from({ length: BATCH }, (_, i) => post(start + i));
    const response = await fetch(`${api}/entities/BlogPost/bulk`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(posts),
    });
    if (response.status !== 201) throw new Error(`seeding answered ${response.status}`);
  }
  // A 4032×3024 photo-like JPEG of about 3.4 MB, as a phone takes it.
  const photo = await photoLikeJpeg();
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  const upload = await fetch(`${api}/integration-endpoints/Core/UploadFile`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (upload.status !== 200) throw new Error(`the photo's upload answered ${upload.status}`);
  const { file_url: image } = await upload.json();
  const photoPost = {
    ...post(POSTS),
    slug: 'photo-post',
    featured_image: image,
    content: `Intro paragraph.\n\n![A shop window at night](${image})\n\nMore text.`,
    published_date: new Date().toISOString(),
  };
  await fetch(`${api}/entities/BlogPost`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(photoPost),
  });
  return (photo.length / 1024 / 1024).toFixed(1);
}

export async function runBlogScaleBench() {
  const { startSiteServer, E2E_ADMIN } = await tsImport(
    '../e2e/support/site-server.ts',
    import.meta.url,
  );
  const server = await startSiteServer({ RATE_LIMIT_MAX: '100000' });
  try {
    const login = await fetch(`${server.url}/api/apps/${server.appId}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    });
    const megabytes = await seed(server, (await login.json()).access_token);
    const paths = [
      '/en/blogpost?slug=head-office-internal-comms-and-meeting-rooms',
      '/en/blog',
      '/en/blog?page=5',
      '/en/blog?q=retail%20menu',
      '/en/blogpost?slug=photo-post',
    ];
    const rows = await runLighthouseBench({ baseUrl: server.url, paths });
    console.log(
      `\nBlog at scale: ${POSTS} posts, a ${megabytes} MB photo (first row: the seeded article)\n`,
    );
    console.table(
      rows.map((row) => ({
        page: row.path,
        performance: row.performance,
        seo: row.seo,
        a11y: row.accessibility,
        'LCP s': (row.lcpMs / 1000).toFixed(2),
        CLS: row.cls.toFixed(3),
        'TBT ms': Math.round(row.tbtMs),
        'HTML KB': (row.htmlBytes / 1024).toFixed(1),
        'images KB': (row.imageBytes / 1024).toFixed(1),
      })),
    );
    return rows;
  } finally {
    await server.stop();
  }
}

// Published English posts for the blog benches, created through the admin API (so the search
// index, the publication dates and validation are the real ones), in batches.
const APP = 'vitrine';
export const BLOG_WORDS = [
  'écran',
  'affichage',
  'vitrine',
  'menu',
  'playlist',
  'magasin',
  'retail',
  'screens',
  'energy',
  'schedule',
  'content',
  'brand',
  'weather',
  'promotion',
  'hotel',
  'campus',
  'lobby',
  'kiosk',
  'video',
  'template',
  'agenda',
  'signage',
  'network',
  'analytics',
];
const CATEGORIES = [
  'digital-signage',
  'ai-technology',
  'business-tips',
  'case-studies',
  'tutorials',
];
const BATCH = 200;

function post(n) {
  const word = (k) => BLOG_WORDS[(n * 7 + k * 13) % BLOG_WORDS.length];
  const date = new Date(Date.UTC(2024, 0, 1) + n * 3_600_000).toISOString();
  return {
    title: `${word(0)} and ${word(1)}: field notes ${n}`,
    excerpt: `How one team used ${word(2)} and ${word(3)} to reach visitors, step by step.`,
    slug: `bench-post-${n}`,
    content: `## ${word(4)}\n\n${'Screens that sell while you sleep. '.repeat(60)}`,
    category: CATEGORIES[n % CATEGORIES.length],
    tags: [word(5), word(6)],
    read_time: 3,
    published: true,
    published_date: date,
    language: 'en',
  };
}

/**
 * Makes `total` published English posts on `server`: those a previous run on the same database
 * left are kept, the rest created.
 */
export async function seedBlogPosts(server, token, total) {
  const counted = await fetch(`${server.url}/api/apps/${APP}/entities/BlogPost/count`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const existing = (await counted.json()).count;
  for (let start = existing; start < total; start += BATCH) {
    const posts = Array.from({ length: Math.min(BATCH, total - start) }, (_, i) => post(start + i));
    const response = await fetch(`${server.url}/api/apps/${APP}/entities/BlogPost/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(posts),
    });
    if (response.status !== 201) throw new Error(`seeding answered ${response.status}`);
  }
}

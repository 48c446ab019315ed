import type { ApiClient } from '@vitrine/contract/client/create-api-client';
import { describe, expect, it } from 'vitest';
import { COPIED_FIELDS, createTranslation } from './create-translation';
import { emptyDraft } from './post-form';

/** A client answering `filter` with no post and recording `create` and `update`. */
function recordingClient() {
  const calls: { create?: Record<string, unknown>; update?: [string, Record<string, unknown>] } =
    {};
  const BlogPost = {
    filter: () => Promise.resolve([]),
    create: (data: Record<string, unknown>) => {
      calls.create = data;
      return Promise.resolve({ ...data, id: 'copy-1' });
    },
    update: (id: string, data: Record<string, unknown>) => {
      calls.update = [id, data];
      return Promise.resolve({});
    },
  };
  return { client: { entities: { BlogPost } } as unknown as ApiClient, calls };
}

describe('createTranslation', () => {
  it('copies the schedule, category, tags, image and author into a linked draft', async () => {
    const { client, calls } = recordingClient();
    const source = {
      ...emptyDraft('fr'),
      title: 'Écrans et IA',
      slug: 'ecrans-et-ia',
      excerpt: 'Un résumé.',
      content: 'Du texte.',
      category: 'ai-technology' as const,
      tags: 'ia, écrans',
      readTime: '4',
      featuredImage: '/uploads/cover.png',
      authorId: 'member-1',
      published: true,
      publishedDate: '2036-03-01T09:30:00.000Z',
      seoTitle: 'Titre pour les moteurs',
    };
    await createTranslation(client, 'source-1', source);
    expect(calls.create).toEqual({
      title: 'Écrans et IA',
      excerpt: 'Un résumé.',
      content: 'Du texte.',
      published_date: '2036-03-01T09:30:00.000Z',
      category: 'ai-technology',
      tags: ['ia', 'écrans'],
      featured_image: '/uploads/cover.png',
      read_time: 4,
      author_id: 'member-1',
      published: false,
      language: 'en',
      slug: 'ecrans-et-ia',
      translation_id: 'source-1',
    });
    expect(calls.update).toEqual(['source-1', { translation_id: 'copy-1' }]);
    expect(COPIED_FIELDS).toContain('published_date');
  });
});

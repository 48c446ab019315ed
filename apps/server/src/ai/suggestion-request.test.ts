import { CONTENT_FILL_ENTITIES } from '@vitrine/contract/ai/ai-suggestions';
import { Localized, LocalizedList } from '@vitrine/contract/entities/content-fields';
import { ENTITIES } from '@vitrine/contract/entities/entity-registry';
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { localizedFieldsOf } from './localized-fields';
import { readSuggestionRequest } from './suggestion-request';

describe('the bilingual fields of a record', () => {
  it('are read from the schema, texts and lists with their limits', () => {
    expect(localizedFieldsOf(ENTITIES.Plan.schema)).toEqual([
      { field: 'name', list: false, maxLength: 40 },
      { field: 'description', list: false, maxLength: 200 },
      { field: 'features', list: true, maxLength: 120, maxItems: 20 },
      { field: 'button_text', list: false, maxLength: 60 },
    ]);
    expect(localizedFieldsOf(ENTITIES.Testimonial.schema).map((spec) => spec.field)).toEqual([
      'company',
      'role',
      'content',
    ]);
    expect(localizedFieldsOf(ENTITIES.TeamMember.schema).map((spec) => spec.field)).toEqual([
      'role',
      'description',
      'portrait_alt',
    ]);
    for (const entity of CONTENT_FILL_ENTITIES)
      expect(localizedFieldsOf(ENTITIES[entity].schema).length).toBeGreaterThan(0);
  });

  it('include a field added later, and nothing that only looks like one', () => {
    const schema = Type.Object({
      tagline: Type.Optional(Localized(90)),
      points: LocalizedList(50, 4),
      prices: Type.Object({ eur: Type.Number(), usd: Type.Number() }),
      pair: Type.Object({ fr: Type.Number(), en: Type.Number() }),
      name: Type.String({ maxLength: 10 }),
    });
    expect(localizedFieldsOf(schema)).toEqual([
      { field: 'tagline', list: false, maxLength: 90 },
      { field: 'points', list: true, maxLength: 50, maxItems: 4 },
    ]);
  });
});

const fill = (entity: string, from: 'fr' | 'en', values: Record<string, unknown>) =>
  readSuggestionRequest({ kind: 'content-fill', entity, from, values });

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the fields a fill fills', () => {
  it('are those whose source side is filled and whose other side is empty', () => {
    const request = fill('Plan', 'fr', {
      name: { fr: 'Essentiel', en: '' },
      description: { fr: 'Pour commencer', en: 'Already written' },
      features: { fr: ['Un écran', ' ', 'Support'], en: [] },
      button_text: { fr: '', en: '' },
      prices: { eur: 10, usd: 12 },
      order: 1,
    });
    expect(request.kind).toBe('content-fill');
    const fields = 'fields' in request ? request.fields : [];
    expect(fields.map(({ spec, source }) => [spec.field, source])).toEqual([
      ['name', 'Essentiel'],
      ['features', ['Un écran', 'Support']],
    ]);
  });

  it('count a missing or whitespace-only other side as empty, and fill nothing else', () => {
    const request = fill('FaqItem', 'en', {
      question: { en: 'How long?' },
      answer: { en: 'A day.', fr: '   ' },
    });
    expect('fields' in request && request.fields.map(({ spec }) => spec.field)).toEqual([
      'question',
      'answer',
    ]);
    const none = fill('FaqItem', 'en', { question: { en: 'How?', fr: 'Comment ?' } });
    expect('fields' in none && none.fields).toEqual([]);
  });

  it('refuse an unknown entity with 422, and a lead entity among them', () => {
    for (const entity of ['Nope', 'ContactMessage', 'NewsletterSubscriber', 'BlogPost']) {
      const error = refusal(() => fill(entity, 'fr', {}));
      expect(error.statusCode).toBe(422);
      expect(error.message).toContain('Plan, Testimonial, FaqItem');
    }
  });

  it('refuse a source past its limit or of the wrong shape with 400 naming the field', () => {
    const long = refusal(() => fill('Plan', 'fr', { name: { fr: 'n'.repeat(41), en: '' } }));
    expect(long.statusCode).toBe(400);
    expect(long.errors).toEqual([
      expect.objectContaining({ field: 'values.name.fr', rule: 'maxLength' }),
    ]);
    const many = refusal(() =>
      fill('Plan', 'fr', { features: { fr: Array.from({ length: 21 }, () => 'x') } }),
    );
    expect(many.errors?.[0]?.rule).toBe('maxItems');
    const flat = refusal(() => fill('Plan', 'fr', { name: 'Essentiel' }));
    expect(flat.errors?.[0]?.field).toBe('values.name');
    const shape = refusal(() => fill('Plan', 'de' as 'fr', {}));
    expect(shape.statusCode).toBe(400);
  });
});

describe('the other kinds', () => {
  it('are checked against their schema: 400 for a text past its bound', () => {
    const context = refusal(() =>
      readSuggestionRequest({
        kind: 'image-alt',
        language: 'fr',
        image_url: '/uploads/x.png',
        context: 'c'.repeat(2001),
      }),
    );
    expect(context.statusCode).toBe(400);
    expect(context.errors?.[0]).toMatchObject({ field: 'context', rule: 'maxLength' });
    const outside = refusal(() =>
      readSuggestionRequest({ kind: 'image-alt', language: 'fr', image_url: 'javascript:x' }),
    );
    expect(outside.errors?.[0]?.field).toBe('image_url');
    const extra = refusal(() =>
      readSuggestionRequest({
        kind: 'campaign-subjects',
        language: 'en',
        content: 'Hello',
        recipients: 1200,
      }),
    );
    expect(extra.errors?.[0]).toMatchObject({ field: 'recipients', rule: 'unknown' });
  });
});

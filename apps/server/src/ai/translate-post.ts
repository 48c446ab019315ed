import { BlogPost, SHARED_TRANSLATION_FIELDS } from '@vitrine/contract/entities/blog-post';
import { API_ERROR_CODES, type ApiErrorBody } from '@vitrine/contract/errors';
import type { Locale } from '@vitrine/contract/locales';
import { slugFromText } from '@vitrine/contract/entities/slug-pattern';
import type { FastifyRequest } from 'fastify';
import { writingMachineMark } from '../blog/blog';
import type { StoredRecord } from '../entities/entity-records';
import type { EntityStore } from '../entities/entity-store';
import { AppError } from '../errors/app-error';
import { forbidden, notFound } from '../http/http-error';
import { callerCan } from '../http/request-caller';
import { aiErrors } from './ai-errors';
import type { AiService } from './ai-service';
import { assertGlossaryKept, glossaryRules, glossaryTerms } from './glossary';
import { keepStructure, proseOf, type RestoredCounts } from './markdown-structure';
import {
  MAX_TRANSLATED_CONTENT,
  contentMessages,
  fieldsMessages,
  type GlossaryRule,
  type ShortFields,
} from './translation-prompt';

const SHORT_FIELDS = ['title', 'excerpt', 'seo_title', 'seo_description'] as const;
const SHORT_LIMITS: Record<(typeof SHORT_FIELDS)[number], number> = {
  title: 200,
  excerpt: 500,
  seo_title: 70,
  seo_description: 160,
};
const SLUG_MAX = 120;
const SLUG_TRIES = 20;

export interface TranslateRequest {
  language: Locale;
  overwrite?: boolean;
}

export interface TranslateResult {
  post: StoredRecord;
  created: boolean;
  restored: RestoredCounts;
}

/** 409 `AI_TRANSLATION_EXISTS`: its body names the draft, to open it or to overwrite it. */
class TranslationExists extends AppError {
  constructor(readonly draftId: string) {
    super(
      409,
      API_ERROR_CODES.aiTranslationExists,
      'This post already has a draft in that language: open it, or translate again with overwrite to replace its text',
    );
  }

  override toBody(): ApiErrorBody {
    return { ...super.toBody(), draft_id: this.draftId };
  }
}

const rejected = (message: string) =>
  new AppError(422, API_ERROR_CODES.aiOutputRejected, `${message}. Nothing was saved; try again.`);

/** The answer of the short fields' call: a JSON object with a text for each field sent. */
function shortFieldsOf(text: string, sent: ShortFields) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw rejected('The translation of the title and excerpt was not the JSON object asked for');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw rejected('The translation of the title and excerpt was not the JSON object asked for');
  const answer = parsed as Record<string, unknown>;
  const fields: ShortFields = {};
  for (const key of Object.keys(sent) as (keyof ShortFields)[]) {
    const value = answer[key];
    if (typeof value !== 'string' || value.trim() === '')
      throw rejected(`The translation left out the field ${key}`);
    if (value.trim().length > SHORT_LIMITS[key])
      throw rejected(`The translated ${key} is longer than its ${SHORT_LIMITS[key]} characters`);
    fields[key] = value.trim();
  }
  return fields;
}

/** A whole answer wrapped in one fence (```markdown … ```), unwrapped when the source is not. */
function unfenced(answer: string, source: string) {
  const fenced = /^\s*```[a-z]*\n([\s\S]*?)\n```\s*$/.exec(answer);
  if (!fenced || /^\s*```/.test(source)) return answer.trim();
  return fenced[1]!.trim();
}

/** The linked post in `language`: the source's `translation_id`, or a post naming the source. */
async function linkedPost(store: EntityStore, source: StoredRecord, language: Locale) {
  if (typeof source.translation_id === 'string') {
    const linked = await store.get(BlogPost, source.translation_id);
    if (linked?.language === language) return linked;
  }
  const [naming] = await store.list(BlogPost, {
    filter: { translation_id: source.id, language },
    limit: 1,
  });
  return naming;
}

/** The first slug from the translated title that no post of `language` uses. */
async function freeSlug(store: EntityStore, title: string, fallback: string, language: Locale) {
  const base = slugFromText(title, SLUG_MAX) || fallback;
  const fit = (suffix: string) =>
    `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
  const candidates = [base];
  for (let n = 2; candidates.length < SLUG_TRIES; n += 1) candidates.push(fit(`-${n}`));
  const taken = await store.list(BlogPost, {
    filter: { language, slug: { $in: candidates } },
    limit: candidates.length,
    fields: ['slug'],
  });
  const used = new Set(taken.map((post) => post.slug));
  return candidates.find((candidate) => !used.has(candidate)) ?? fit(`-${Date.now()}`);
}

const mayReach = (request: FastifyRequest, post: StoredRecord) =>
  callerCan(request, 'posts.all') || post.created_by === request.caller?.email;

/**
 * Reads the source post and the linked post of `language` and refuses what the translation
 * may not do, before any call to the provider (decision 0077).
 */
async function plan(
  request: FastifyRequest,
  store: EntityStore,
  id: string,
  { language, overwrite }: TranslateRequest,
) {
  const source = await store.get(BlogPost, id);
  if (!source) throw notFound(`BlogPost ${id} not found`);
  if (!mayReach(request, source)) throw forbidden('Your role may translate only your own posts');
  if (source.language === language)
    throw new AppError(
      422,
      API_ERROR_CODES.validationFailed,
      `This post is already in ${language}: choose the other language`,
    );
  const content = String(source.content);
  if (content.length > MAX_TRANSLATED_CONTENT)
    throw new AppError(
      422,
      API_ERROR_CODES.validationFailed,
      `This post's content is ${content.length} characters long; at most ${MAX_TRANSLATED_CONTENT} are translated at once. Translate it in parts: copy a part into the other language's draft and translate it from there.`,
    );
  const target = await linkedPost(store, source, language);
  if (target?.published === true)
    throw new AppError(
      409,
      API_ERROR_CODES.aiTranslationPublished,
      'This post is already published in that language: a machine translation never replaces a published post',
    );
  if (target && overwrite !== true) throw new TranslationExists(target.id);
  if (target && !mayReach(request, target))
    throw forbidden('The draft in that language is not yours: ask its author or an editor');
  return { source, target };
}

export interface TranslateContext {
  onDelta?: (text: string) => void;
  signal: AbortSignal;
}

/**
 * Translates post `id` into `language` with the AI provider (decision 0077): the short fields in
 * one JSON call, the content in a second, streamed one; the answer checked (Markdown structure,
 * glossary, the post's own validation) and written as a draft linked both ways, or over the
 * linked draft with `overwrite`. Nothing is written once `signal` is aborted.
 */
export async function translatePost(
  request: FastifyRequest,
  deps: { ai: AiService; store: EntityStore },
  id: string,
  body: TranslateRequest,
  context: TranslateContext,
): Promise<TranslateResult> {
  const { ai, store } = deps;
  if (!ai.configured) throw aiErrors.notConfigured();
  const { source, target } = await plan(request, store, id, body);
  const from = source.language as Locale;
  const to = body.language;
  const sent: ShortFields = {};
  for (const key of SHORT_FIELDS) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') sent[key] = value;
  }
  const content = String(source.content);
  const terms = await glossaryTerms(store);
  const rules: GlossaryRule[] = glossaryRules(terms, from, to, [
    ...Object.values(sent),
    proseOf(content),
  ]);
  const caller = { id: request.caller?.id ?? '', email: request.caller?.email ?? '' };
  const call = { purpose: 'translate-post' as const, caller, target: { entity: 'BlogPost', id } };
  const short = await ai.complete({
    ...call,
    messages: fieldsMessages(sent, from, to, rules),
    json: true,
    signal: context.signal,
  });
  const fields = shortFieldsOf(short.text, sent);
  const long = await ai.complete({
    ...call,
    messages: contentMessages(content, from, to, rules),
    signal: context.signal,
    // Streamed even for a JSON answer: a long text comes in pieces, and stops when the client leaves.
    onDelta: context.onDelta ?? (() => {}),
  });
  const { markdown, restored } = keepStructure(content, unfenced(long.text, content));
  assertGlossaryKept(rules, [
    ...Object.entries(sent).map(([field, text]) => ({
      field,
      source: text,
      translated: fields[field as keyof ShortFields] ?? '',
    })),
    { field: 'content', source: proseOf(content), translated: proseOf(markdown) },
  ]);
  context.signal.throwIfAborted();
  const mark = { source_id: source.id, model: long.model, at: new Date().toISOString() };
  const texts = {
    title: fields.title,
    excerpt: fields.excerpt,
    content: markdown,
    seo_title: fields.seo_title ?? null,
    seo_description: fields.seo_description ?? null,
    machine_translation: mark,
  };
  if (target) {
    const post = await writingMachineMark(() =>
      store.update(BlogPost, target.id, { ...texts, translation_id: source.id }),
    );
    if (!post) throw notFound(`BlogPost ${target.id} not found`);
    if (source.translation_id !== target.id)
      await store.update(BlogPost, source.id, { translation_id: target.id });
    return { post, created: false, restored };
  }
  const carried = Object.fromEntries(
    SHARED_TRANSLATION_FIELDS.filter((field) => source[field] !== undefined).map((field) => [
      field,
      source[field],
    ]),
  );
  const slug = await freeSlug(store, fields.title ?? '', String(source.slug), to);
  const post = await writingMachineMark(() =>
    store.create(
      BlogPost,
      { ...carried, ...texts, published: false, language: to, slug, translation_id: source.id },
      { createdBy: request.caller?.email ?? null },
    ),
  );
  await store.update(BlogPost, source.id, { translation_id: post.id });
  return { post, created: true, restored };
}

import type {
  ContentFillRequest,
  FilledValue,
  ImageAltRequest,
  SuggestionAnswers,
} from '@vitrine/contract/ai/ai-suggestions';
import type { Locale } from '@vitrine/contract/locales';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { EntityStore } from '../entities/entity-store';
import { AppError } from '../errors/app-error';
import type { UploadStore } from '../uploads/uploads';
import { aiErrors } from './ai-errors';
import type { AiCallInput, AiService } from './ai-service';
import { assertGlossaryKept, glossaryRules, glossaryTerms } from './glossary';
import { otherLocale } from './localized-fields';
import type { PreparedSuggestion } from './suggestion-request';
import {
  readAltSuggestions,
  readFilledValues,
  readSeoSuggestions,
  readSubjectSuggestions,
  RejectedOutput,
  type FieldToFill,
} from './suggestion-output';
import {
  altPrompt,
  fillPrompt,
  retryMessages,
  seoPrompt,
  subjectsPrompt,
} from './suggestion-prompts';
import type { GlossaryRule } from './translation-prompt';
import { fileNameOf, uploadNameOf, visionDataUrl } from './vision-image';

export interface SuggestionServices {
  ai: AiService;
  uploads: UploadStore;
  /** Read for the glossary only (GlossaryTerm), never for any other entity. */
  store: EntityStore;
}

/** What `answerAi` gives the work: the stream's chunks (SSE only) and the client's signal. */
export interface SuggestionRun {
  caller: { id: string; email: string };
  onDelta?: (text: string) => void;
  signal: AbortSignal;
}

/** The most tokens an answer may use, by kind (a fill grows with the texts to translate). */
const MAX_TOKENS = { seo: 800, alt: 400, subjects: 400, fillBase: 300, fillMax: 6000 };

function nothingToDescribe() {
  const message =
    'The AI model cannot see this image: send the text around it (context) to describe it from';
  return new AppError(422, API_ERROR_CODES.validationFailed, message, message, [
    { field: 'context', rule: 'required', message },
  ]);
}

/**
 * Calls the provider in JSON mode and reads its answer with `read`; an answer `read` refuses is
 * asked for once more, told why, and a second refusal is a 422 `AI_OUTPUT_REJECTED`.
 */
async function completeChecked<T>(
  ai: AiService,
  input: AiCallInput,
  read: (text: string) => T,
): Promise<T> {
  const first = await ai.complete({ ...input, json: true });
  try {
    return read(first.text);
  } catch (error) {
    if (!(error instanceof RejectedOutput)) throw error;
    const messages = retryMessages(input.messages, first.text, error.message);
    const second = await ai.complete({ ...input, messages, json: true });
    try {
      return read(second.text);
    } catch (again) {
      if (again instanceof RejectedOutput)
        throw aiErrors.outputRejected(`${again.message} (asked twice)`);
      throw again;
    }
  }
}

async function altSuggestions(
  services: SuggestionServices,
  request: ImageAltRequest,
  call: Omit<AiCallInput, 'purpose' | 'messages'>,
) {
  // Only our own uploads are read, and only for a vision model: an outside address is never fetched.
  const imageDataUrl = services.ai.vision
    ? await visionDataUrl(services.uploads, request.image_url)
    : undefined;
  // Our uploads are named by 32 random hex digits: a name that says nothing is not sent.
  const ours = uploadNameOf(request.image_url) !== undefined;
  if (!imageDataUrl && ours && !request.context) throw nothingToDescribe();
  const messages = altPrompt({
    language: request.language,
    ...(ours ? {} : { fileName: fileNameOf(request.image_url) }),
    ...(request.context ? { context: request.context } : {}),
    ...(imageDataUrl ? { imageDataUrl } : {}),
  });
  const input = { ...call, purpose: 'suggest-alt' as const, messages, maxTokens: MAX_TOKENS.alt };
  return {
    suggestions: await completeChecked(services.ai, input, (text) =>
      readAltSuggestions(text, request.language),
    ),
  };
}

/** A filled field that lost a glossary term is refused like any failed check (asked again once). */
function keepsGlossary(
  glossary: readonly GlossaryRule[],
  fields: readonly FieldToFill[],
  values: Record<string, FilledValue>,
  to: Locale,
) {
  const joined = (value: string | string[] | undefined) =>
    Array.isArray(value) ? value.join('\n') : (value ?? '');
  try {
    assertGlossaryKept(
      glossary,
      fields.map(({ spec, source }) => ({
        field: spec.field,
        source: joined(source),
        translated: joined(values[spec.field]?.[to]),
      })),
    );
  } catch (error) {
    if (error instanceof AppError) throw new RejectedOutput(error.message);
    throw error;
  }
}

async function filledValues(
  services: SuggestionServices,
  request: ContentFillRequest & { fields: FieldToFill[] },
  call: Omit<AiCallInput, 'purpose' | 'messages'>,
) {
  const { fields } = request;
  if (fields.length === 0) return { values: {} };
  const to = otherLocale(request.from);
  const glossary = glossaryRules(
    await glossaryTerms(services.store),
    request.from,
    to,
    fields.flatMap(({ source }) => source),
  );
  const characters = fields.reduce(
    (sum, { source }) => sum + (Array.isArray(source) ? source.join(' ').length : source.length),
    0,
  );
  const input = {
    ...call,
    purpose: 'fill-content' as const,
    messages: fillPrompt(request.entity, request.from, to, fields, glossary),
    maxTokens: Math.min(MAX_TOKENS.fillMax, MAX_TOKENS.fillBase + characters),
  };
  const read = (text: string) => {
    const values = readFilledValues(text, fields, to);
    keepsGlossary(glossary, fields, values, to);
    return values;
  };
  return { values: await completeChecked(services.ai, input, read) };
}

/**
 * The answer to one suggestion request (decision 0078): a checked JSON call to the provider, or
 * for a fill with nothing to fill `{values: {}}` without any call. Nothing is stored.
 */
export async function suggest(
  services: SuggestionServices,
  request: PreparedSuggestion,
  run: SuggestionRun,
): Promise<SuggestionAnswers[PreparedSuggestion['kind']]> {
  const call = {
    caller: run.caller,
    signal: run.signal,
    ...(run.onDelta ? { onDelta: run.onDelta } : {}),
  };
  const { ai } = services;
  switch (request.kind) {
    case 'post-seo': {
      const input = {
        ...call,
        purpose: 'suggest-seo' as const,
        messages: seoPrompt(request),
        maxTokens: MAX_TOKENS.seo,
      };
      const read = (text: string) => readSeoSuggestions(text, request.language);
      return { suggestions: await completeChecked(ai, input, read) };
    }
    case 'image-alt':
      return altSuggestions(services, request, call);
    case 'campaign-subjects': {
      const input = {
        ...call,
        purpose: 'suggest-subjects' as const,
        messages: subjectsPrompt(request),
        maxTokens: MAX_TOKENS.subjects,
      };
      const read = (text: string) => readSubjectSuggestions(text, request.language);
      return { suggestions: await completeChecked(ai, input, read) };
    }
    case 'content-fill':
      return filledValues(services, request, call);
  }
}

import type { ValidationIssue } from '@vitrine/contract/validation/validate-record';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { objectBody } from '../entities/request-body';
import { ValidationError } from '../entities/entity-errors';
import { requireCapability } from '../http/request-caller';
import { answerAi, type AiRunContext } from './ai-answer';
import { aiErrors } from './ai-errors';
import type { AiMessage, AiService } from './ai-service';
import { answerErrors, answerSchemaIssues } from './answer-schema';

/** Longest prompt, in characters. */
export const INVOKE_LLM_PROMPT_MAX = 50_000;

interface InvokeLlmInput {
  prompt: string;
  schema: object | undefined;
}

/**
 * InvokeLLM's parameters as `@base44/sdk` sends them. `model` is accepted and ignored (the
 * configured model answers); searching the internet and attached files are not offered here,
 * and asking for them is a 422 rather than an answer that silently lacks them.
 */
function invokeLlmInput(body: unknown): InvokeLlmInput {
  const input = objectBody(body);
  const issues: ValidationIssue[] = [];
  const { prompt } = input;
  if (typeof prompt !== 'string' || prompt.trim() === '')
    issues.push({ field: 'prompt', rule: 'required', message: 'prompt is required (some text)' });
  else if (prompt.length > INVOKE_LLM_PROMPT_MAX)
    issues.push({
      field: 'prompt',
      rule: 'maxLength',
      message: `prompt must be at most ${INVOKE_LLM_PROMPT_MAX} characters long`,
      limit: INVOKE_LLM_PROMPT_MAX,
    });
  if (input.add_context_from_internet === true)
    issues.push({
      field: 'add_context_from_internet',
      rule: 'const',
      message:
        'add_context_from_internet is not supported here: the model answers from the prompt only',
    });
  const files = input.file_urls;
  if (files !== undefined && files !== null && !(Array.isArray(files) && files.length === 0))
    issues.push({
      field: 'file_urls',
      rule: 'const',
      message: 'file_urls is not supported here: put the text to work on in the prompt',
    });
  const schema = input.response_json_schema;
  const hasSchema = schema !== undefined && schema !== null;
  if (hasSchema) issues.push(...answerSchemaIssues(schema));
  if (issues.length > 0) throw new ValidationError(issues);
  return { prompt: prompt as string, schema: hasSchema ? (schema as object) : undefined };
}

const SCHEMA_INSTRUCTIONS =
  'Answer with one JSON object and nothing else (no Markdown, no comments). It must match this JSON Schema:';

/** The answer parsed and checked against the schema, or why not. */
function checked(text: string, schema: object): { value: unknown } | { errors: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { errors: ['the answer is not valid JSON'] };
  }
  const errors = answerErrors(schema, value);
  return errors.length > 0 ? { errors } : { value };
}

/**
 * `POST /api/apps/{appId}/integration-endpoints/Core/InvokeLLM` (`content`: editors and admins),
 * the Base44 SDK's `integrations.Core.InvokeLLM`: the model's text as a JSON string, or with
 * `response_json_schema` the JSON object it answered, checked against that schema. An answer
 * that is not JSON or fails the schema is asked for again once, with what was wrong; a second
 * failure is a 422 `AI_OUTPUT_REJECTED`. Streams with `Accept: text/event-stream` (ai-answer.ts).
 */
export function registerInvokeLlmRoute(api: FastifyInstance, ai: AiService) {
  api.post(
    '/integration-endpoints/Core/InvokeLLM',
    { onRequest: requireCapability('content') },
    async (request, reply) => {
      if (!ai.configured) throw aiErrors.notConfigured();
      const input = invokeLlmInput(request.body);
      return answerAi(request, reply, (context) => invoke(ai, request, input, context));
    },
  );
}

async function invoke(
  ai: AiService,
  request: FastifyRequest,
  input: InvokeLlmInput,
  context: AiRunContext,
) {
  const caller = { id: request.caller!.id, email: request.caller!.email };
  const base = { purpose: 'invoke-llm' as const, caller, signal: context.signal };
  if (!input.schema) {
    const { text } = await ai.complete({
      ...base,
      messages: [{ role: 'user', content: input.prompt }],
      onDelta: context.onDelta,
    });
    return text;
  }
  const messages: AiMessage[] = [
    { role: 'system', content: `${SCHEMA_INSTRUCTIONS}\n${JSON.stringify(input.schema)}` },
    { role: 'user', content: input.prompt },
  ];
  const first = await ai.complete({ ...base, messages, json: true });
  const firstCheck = checked(first.text, input.schema);
  if ('value' in firstCheck) return firstCheck.value;
  const retry: AiMessage[] = [
    ...messages,
    { role: 'assistant', content: first.text },
    {
      role: 'user',
      content: `That answer was refused: ${firstCheck.errors.join('; ')}. Answer again with one JSON object matching the schema.`,
    },
  ];
  const second = await ai.complete({ ...base, messages: retry, json: true });
  const secondCheck = checked(second.text, input.schema);
  if ('value' in secondCheck) return secondCheck.value;
  throw aiErrors.outputRejected(
    `twice, it did not match response_json_schema (${secondCheck.errors.join('; ')})`,
  );
}

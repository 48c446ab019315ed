import type { SendEmailParams, SendEmailResult } from '../integrations/send-email';
import type { UploadVariants } from '../integrations/upload-variants';
import type { HttpTransport, RequestOptions } from './http-transport';

/** Integration parameters: a FormData, or an object (multipart as soon as a value is a Blob). */
export type IntegrationParams = FormData | Record<string, unknown>;

export interface UploadFileResult {
  file_url: string;
  /** The stored image's size and variants (this server's answer; not Base44's). */
  image?: UploadVariants;
}

/** The calls available on `client.integrations.Core`. */
export interface CoreIntegrations {
  /** Calls any Core integration by name. */
  invoke<T = unknown>(
    name: string,
    params?: IntegrationParams,
    options?: RequestOptions,
  ): Promise<T>;
  UploadFile(params: { file: Blob }, options?: RequestOptions): Promise<UploadFileResult>;
  /** Queues one plain-text e-mail in the outbox (admins only). */
  SendEmail(params: SendEmailParams, options?: RequestOptions): Promise<SendEmailResult>;
}

export interface IntegrationsClient {
  Core: CoreIntegrations;
}

/**
 * The request body for integration parameters: FormData as is; multipart when any value is a
 * Blob/File (objects JSON-stringified, undefined skipped, the rest as strings); else the object
 * itself, sent as JSON.
 */
export function integrationBody(params: IntegrationParams): unknown {
  if (params instanceof FormData) return params;
  const values = Object.entries(params);
  if (!values.some(([, value]) => value instanceof Blob)) return params;

  const form = new FormData();
  for (const [key, value] of values) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}

/** Builds `client.integrations`, posting to `/apps/{appId}/integration-endpoints/Core/{name}`. */
export function createIntegrationsClient(
  transport: HttpTransport,
  appId: string,
): IntegrationsClient {
  const corePath = `/apps/${encodeURIComponent(appId)}/integration-endpoints/Core`;

  function invoke<T>(name: string, params: IntegrationParams = {}, options?: RequestOptions) {
    const path = `${corePath}/${encodeURIComponent(name)}`;
    return transport.request<T>({ method: 'POST', path, body: integrationBody(params), options });
  }

  return {
    Core: {
      invoke,
      UploadFile: (params, options) => invoke<UploadFileResult>('UploadFile', params, options),
      SendEmail: (params, options) => invoke<SendEmailResult>('SendEmail', { ...params }, options),
    },
  };
}

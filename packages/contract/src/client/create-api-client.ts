import { ENTITIES, type EntityName, type EntityTypes } from '../entities/entity-registry';
import { pickUpAccessToken } from './access-token';
import type { ApiError } from './api-error';
import { type AuthClient, createAuthClient } from './auth-client';
import { type BlogClient, createBlogClient } from './blog-client';
import { createEntityHandler, type EntityHandler } from './entity-handler';
import { createMfaClient, type MfaClient } from './mfa-client';
import { createHttpTransport, type RequestOptions } from './http-transport';
import { createIntegrationsClient, type IntegrationsClient } from './integrations-client';
import { createNewsletterClient, type NewsletterClient } from './newsletter-client';
import { createMediaClient, type MediaClient } from './media-client';
import { createPasskeysClient, type PasskeysClient } from './passkeys-client';
import { createPrivacyClient, type PrivacyClient } from './privacy-client';
import { createUsersClient, type UsersClient } from './users-client';

export interface ApiClientOptions {
  appId: string;
  /** Origin of the API; `''` (default) means the page's own origin. Calls go to `${serverUrl}/api`. */
  serverUrl?: string;
  /** Sent as `X-Environment`. Default `'prod'`. */
  env?: string;
  /** Bearer token. Default: the `access_token` URL parameter, else the one in localStorage. */
  token?: string;
  /** In a browser, a 401/403 answer sends the visitor to `loginUrl` after 100 ms. Default false. */
  requiresAuth?: boolean;
  /** Per-call timeout in milliseconds; `0` disables it. Default 15000. */
  timeoutMs?: number;
  /** Fetch implementation; default the global `fetch`. */
  fetch?: typeof fetch;
  /** Login page for `requiresAuth` and `auth.redirectToLogin`. Default `'/login'`. */
  loginUrl?: string;
  /** Called with every ApiError before the call rejects. */
  onError?: (error: ApiError) => void;
}

export type EntityHandlers = {
  [K in EntityName]: EntityHandler<EntityTypes[K]['input'], EntityTypes[K]['record']>;
};

/** Who may open an app, as Base44 names it (`@base44/sdk`'s `AppPublicSettings`). */
export type AppPublicSettings =
  'private_with_login' | 'public_with_login' | 'public_without_login' | 'workspace_with_login';

export interface PublicSettings {
  id: string;
  public_settings: AppPublicSettings;
  [key: string]: unknown;
}

export interface AppLogsClient {
  /** Records a page view of the signed-in user. */
  logUserInApp(pageName: string, options?: RequestOptions): Promise<unknown>;
}

export interface ApiClient {
  entities: EntityHandlers;
  auth: AuthClient;
  integrations: IntegrationsClient;
  appLogs: AppLogsClient;
  /** The confirmation and unsubscribe links of the newsletter e-mails. */
  newsletter: NewsletterClient;
  /** Invitations and passwords of accounts (admins only). */
  users: UsersClient;
  /** Erasure of a person's data (admins only). */
  privacy: PrivacyClient;
  /** The signed-in account's passkeys, and signing in with one. */
  passkeys: PasskeysClient;
  media: MediaClient;
  /** Preview links, versions and autosaves of blog posts. */
  blog: BlogClient;
  /** Two-factor sign-in and the site's security settings. */
  mfa: MfaClient;
  getPublicSettings(options?: RequestOptions): Promise<PublicSettings>;
}

/** Creates the typed API client. Makes no request by itself. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { appId, serverUrl = '', env = 'prod', requiresAuth = false } = options;
  if (!appId) throw new Error('createApiClient: appId is required');
  const loginUrl = options.loginUrl ?? '/login';
  const transport = createHttpTransport({
    appId,
    serverUrl,
    env,
    requiresAuth,
    loginUrl,
    timeoutMs: options.timeoutMs ?? 15000,
    fetch: options.fetch,
    onError: options.onError,
    token: options.token || pickUpAccessToken(),
  });

  const entities = {} as Record<EntityName, unknown>;
  for (const name of Object.keys(ENTITIES) as EntityName[]) {
    entities[name] = createEntityHandler(transport, appId, name);
  }
  const encodedAppId = encodeURIComponent(appId);

  return {
    entities: entities as EntityHandlers,
    auth: createAuthClient(transport, { appId, loginUrl }),
    integrations: createIntegrationsClient(transport, appId),
    newsletter: createNewsletterClient(transport, appId),
    users: createUsersClient(transport, appId),
    privacy: createPrivacyClient(transport, appId),
    passkeys: createPasskeysClient(transport, appId),
    media: createMediaClient(transport, appId),
    blog: createBlogClient(transport, appId),
    mfa: createMfaClient(transport, appId),
    appLogs: {
      logUserInApp: (pageName, callOptions) =>
        transport.request({
          method: 'POST',
          path: `/app-logs/${encodedAppId}/log-user-in-app/${encodeURIComponent(pageName)}`,
          options: callOptions,
        }),
    },
    getPublicSettings: (callOptions) =>
      transport.request({
        method: 'GET',
        path: `/apps/public/${encodeURIComponent(env)}/public-settings/by-id/${encodedAppId}`,
        options: callOptions,
      }),
  };
}

// The part of oidc-provider 9 (a devDependency without types) that the tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface KoaContext {
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string };
    };
  }
  interface Account {
    accountId: string;
    claims(): Record<string, unknown>;
  }
  interface ProviderOptions {
    clients: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    findAccount(ctx: KoaContext, id: string): Account | Promise<Account>;
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url(ctx: KoaContext, interaction: { uid: string }): string };
    loadExistingGrant?(ctx: KoaContext): Promise<Grant | undefined>;
    ttl?: Record<string, number>;
  }
  export default class Provider {
    constructor(issuer: string, options: ProviderOptions);
    Grant: new (init: { clientId: string; accountId: string }) => Grant;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(
      request: IncomingMessage,
      response: ServerResponse,
    ): Promise<{ uid: string; prompt: { name: string } }>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
    ): Promise<void>;
  }
}

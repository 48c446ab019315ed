import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { isLoopbackUrl, oidcDomains } from '../config-oidc';
import type { OidcConfig } from '../config-schema';
import { AppError } from '../errors/app-error';

/** Seconds the provider has to answer discovery, the token exchange or userinfo. */
const PROVIDER_TIMEOUT_SECONDS = 10;

export interface SsoSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  allowedDomains: readonly string[];
  defaultRole: string;
  label: string;
}

/** The settings of company sign-in, or undefined when OIDC_ISSUER is empty. */
export function ssoSettings(config: OidcConfig): SsoSettings | undefined {
  if (!config.issuer || !config.clientId) return undefined;
  return {
    issuer: config.issuer,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    allowedDomains: oidcDomains(config),
    defaultRole: config.defaultRole,
    label: config.label,
  };
}

const unavailable = () =>
  new AppError(
    503,
    API_ERROR_CODES.serviceUnavailable,
    'The identity provider does not answer; sign in with your password or try again in a minute',
  );

/**
 * The identity provider as openid-client sees it, discovered at first use (never at start) and
 * kept. A failed discovery is a 503, logged once until one succeeds; the next use tries again.
 * Plain http is allowed only for a loopback issuer (the tests' local provider).
 */
export class SsoProvider {
  private configuration: Promise<oidc.Configuration> | undefined;
  private failureLogged = false;

  constructor(
    readonly settings: SsoSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  async discovered(): Promise<oidc.Configuration> {
    this.configuration ??= this.discover();
    try {
      const configuration = await this.configuration;
      this.failureLogged = false;
      return configuration;
    } catch (error) {
      this.configuration = undefined;
      if (!this.failureLogged) {
        this.failureLogged = true;
        this.log.error({ err: error, issuer: this.settings.issuer }, 'OIDC discovery failed');
      }
      throw unavailable();
    }
  }

  private discover() {
    const { issuer, clientId, clientSecret } = this.settings;
    const url = new URL(issuer);
    const insecure = url.protocol === 'http:' && isLoopbackUrl(url);
    return oidc.discovery(
      url,
      clientId,
      clientSecret || undefined,
      clientSecret ? oidc.ClientSecretBasic(clientSecret) : oidc.None(),
      {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      },
    );
  }
}

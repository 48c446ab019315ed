// The journeys (apps/web) import this helper too: they need its untyped module declared here.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person the provider vouches for. */
export interface OidcPerson {
  email: string;
  email_verified: boolean;
  name?: string;
}

export const OIDC_CLIENT = { id: 'vitrine-test', secret: 'a-test-client-secret-of-32-chars!' };

function formBody(request: http.IncomingMessage) {
  return new Promise<URLSearchParams>((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(new URLSearchParams(text)));
    request.on('error', reject);
  });
}

const loginPage = (
  uid: string,
) => `<!doctype html><html lang="en"><head><title>Test provider</title></head>
<body><h1>Test identity provider</h1>
<form method="post" action="/interaction/${uid}/login">
<label>E-mail <input name="email" type="email" autocomplete="off"></label>
<button type="submit">Continue</button></form></body></html>`;

/**
 * A local OpenID Connect provider (oidc-provider) on a free loopback port: one confidential
 * client with `redirectUri`, PKCE required, consent granted by itself. Its login page asks only
 * an e-mail: a known person gets their claims, anyone else a verified address.
 */
export async function startOidcProvider(redirectUri: string, people: OidcPerson[] = []) {
  const known = new Map(people.map((person) => [person.email, person]));
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => {
      const person = known.get(id) ?? { email: id, email_verified: true };
      return { accountId: id, claims: () => ({ sub: id, ...person }) };
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
  });
  const callback = provider.callback();
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(request.url ?? '');
    if (!match) return callback(request, response);
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        if (!match[2]) {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return response.end(loginPage(details.uid));
        }
        const email = (await formBody(request)).get('email') ?? '';
        await provider.interactionFinished(request, response, { login: { accountId: email } });
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end(String(error));
      }
    })();
  });
  return {
    issuer,
    /** Changes what the provider says of a person from now on. */
    vouch: (person: OidcPerson) => known.set(person.email, person),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { getOrCreateSecret } from '../../db/secrets.ts';
import { isSubjectBlocked } from '../users/index.ts';
import { findAccountById } from './accounts.repository.ts';
import { EMBEDDED_ISSUER } from './login.service.ts';
import { createOidcAdapter } from './oidc-adapter.ts';
import { errorPage, logoutPage, logoutSuccessPage } from './views.ts';

export const IDENTITY_MOUNT = '/konto';
export const CALLBACK_PATH = '/api/authentication/callback';

type Jwk = Record<string, unknown>;

/** The client secret shared by the embedded identity service and the portal (created once). */
export function embeddedClientSecret(db: Kysely<DB>): Promise<string> {
  return getOrCreateSecret(db, 'oidc_client_secret', () => randomBytes(32).toString('base64url'));
}

/**
 * The embedded OpenID Connect provider (authorization code + PKCE), mounted at /konto.
 * Accounts live in identity_accounts; provider state lives in oidc_payloads.
 */
export async function createIdentityProvider(db: Kysely<DB>, config: Config): Promise<Provider> {
  const signingKey = await getOrCreateSecret<Jwk>(db, 'oidc_signing_jwk', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
      ...(privateKey.export({ format: 'jwk' }) as Jwk),
      kid: randomBytes(8).toString('hex'),
      use: 'sig',
      alg: 'RS256',
    };
  });
  const cookieKeys = await getOrCreateSecret<string[]>(db, 'oidc_cookie_keys', () => [
    randomBytes(32).toString('base64url'),
  ]);
  const clientSecret = config.oidc.clientSecret ?? (await embeddedClientSecret(db));
  const clientId = config.oidc.clientId;

  const configuration: Configuration = {
    adapter: createOidcAdapter(db),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${config.publicUrl}${CALLBACK_PATH}`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey as never] },
    cookies: { keys: cookieKeys },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'preferred_username'],
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // Its own pages, like every /konto page: Polish, no inline style or script (decision 0015).
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = logoutSuccessPage();
        },
      },
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 1800,
      Session: 8 * 3600,
      Grant: 14 * 24 * 3600,
    },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction) => `${IDENTITY_MOUNT}/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx, sub) {
      const account = await findAccountById(db, sub);
      // A login session of an account blocked (or never activated) since signs in to nothing.
      if (!account?.activated_at || (await isSubjectBlocked(db, EMBEDDED_ISSUER, account.id)))
        return undefined;
      return {
        accountId: account.id,
        async claims() {
          return {
            sub: account.id,
            email: account.email,
            email_verified: true,
            given_name: account.given_name,
            family_name: account.family_name,
            name: `${account.given_name} ${account.family_name}`,
            preferred_username: account.id,
          };
        },
      };
    },
    // The portal is the identity service's own first-party client: consent is implied.
    async loadExistingGrant(ctx) {
      const oidc = ctx.oidc;
      const client = oidc.client;
      const session = oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      if (grantId) {
        const grant = await oidc.provider.Grant.find(grantId);
        if (grant) return grant;
      }
      if (client.clientId !== clientId) return undefined;
      const grant = new oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(`Nie udało się przetworzyć żądania logowania (${String(out.error ?? 'error')}).`);
    },
  };

  const provider = new Provider(config.oidc.issuer, configuration);
  provider.proxy = true;
  return provider;
}

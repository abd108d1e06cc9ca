import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';

/**
 * The portal as an OpenID Connect relying party. Works with the embedded identity service and with
 * any standard issuer (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET); discovery runs on first use.
 */
export class OidcClient {
  #configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly config: Config,
    private readonly clientSecret: () => Promise<string>,
  ) {}

  configuration(): Promise<oidc.Configuration> {
    if (!this.#configuration) {
      this.#configuration = this.#discover().catch((error: unknown) => {
        this.#configuration = null;
        throw error;
      });
    }
    return this.#configuration;
  }

  async #discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.config.oidc.issuer);
    const insecure = issuer.protocol === 'http:';
    const configuration = await oidc.discovery(
      issuer,
      this.config.oidc.clientId,
      undefined,
      oidc.ClientSecretBasic(await this.clientSecret()),
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    return configuration;
  }

  redirectUri(): string {
    return `${this.config.publicUrl}/api/authentication/callback`;
  }

  async authorizationUrl(params: {
    state: string;
    nonce: string;
    codeVerifier: string;
    /** The language the login service's pages should be in (OpenID Connect's `ui_locales`). */
    uiLocales?: string;
  }): Promise<URL> {
    const configuration = await this.configuration();
    return oidc.buildAuthorizationUrl(configuration, {
      ...(params.uiLocales ? { ui_locales: params.uiLocales } : {}),
      redirect_uri: this.redirectUri(),
      scope: 'openid email profile',
      state: params.state,
      nonce: params.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(params.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  async exchange(currentUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }) {
    const configuration = await this.configuration();
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('No ID token claims');
    // Profile claims may be left out of the ID token (they are by default); the UserInfo endpoint has them.
    const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    return {
      ...userInfo,
      ...claims,
      ...pick(userInfo, ['email', 'given_name', 'family_name', 'preferred_username']),
    };
  }
}

export const randomState = oidc.randomState;
export const randomNonce = oidc.randomNonce;
export const randomCodeVerifier = oidc.randomPKCECodeVerifier;

function pick(source: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}

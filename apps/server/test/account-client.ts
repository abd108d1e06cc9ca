import { CookieJar, get, openLoginPage, postForm, submitLogin } from './browserless-login.ts';
import type { startSmtpServer } from './smtp-server.ts';
import type { TestServer } from './test-server.ts';

/**
 * The embedded account service's pages as a browser uses them (forms, cookies, links from e-mails
 * delivered to the test's real SMTP server), for the accounts API tests.
 */
export function accountClient(server: TestServer, smtp: Awaited<ReturnType<typeof startSmtpServer>>) {
  const url = (path: string) => `${server.baseUrl}${path}`;
  const form = (path: string, body: Record<string, string>, jar = new CookieJar(), headers = {}) =>
    postForm(url(path), jar, body, headers);

  /** The messages delivered to an address (through the real SMTP delivery). */
  async function mailTo(address: string) {
    await server.background.settle();
    return smtp.received.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()));
  }

  /** The link to `path` in the last message to an address, made relative to the server, and its token. */
  async function lastLink(address: string, path: string) {
    const messages = await mailTo(address);
    const text = messages.at(-1)?.mail.text ?? '';
    const match = text.match(
      new RegExp(`https?://[^\\s]+${path.replaceAll('/', '\\/')}\\?token=[A-Za-z0-9_-]+`),
    );
    if (!match) throw new Error(`no ${path} link in: ${text}`);
    const link = new URL(match[0]);
    return { path: `${link.pathname}${link.search}`, token: link.searchParams.get('token') ?? '' };
  }

  /** Signs in on the login form; the answer whatever it is (a refusal's page as `html`). */
  async function tryLogin(email: string, password: string) {
    const page = await openLoginPage(server.baseUrl, '/');
    const done = await submitLogin(server.baseUrl, page.url, page.jar, email, password);
    return {
      ...done,
      status: done.response.status,
      html: done.response.status === 303 ? '' : await done.response.text(),
    };
  }

  const csrfOf = (html: string) => html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? '';

  /** The account panel of the session in `jar`, with its forms' token. */
  async function panel(jar: CookieJar) {
    const response = await get(url('/konto/panel'), jar);
    const html = await response.text();
    return { status: response.status, html, csrf: csrfOf(html) };
  }

  /** The Origin a browser sends with the portal's own forms. */
  const sameOrigin = () => ({ origin: new URL(server.baseUrl).origin });

  /** Registers an account and opens its activation link. */
  async function registerActive(fields: {
    email: string;
    given_name: string;
    family_name: string;
    password: string;
  }) {
    const response = await form('/konto/rejestracja', { ...fields, terms: 'tak', privacy: 'tak' });
    if (response.status !== 200) throw new Error(`registration: ${response.status}`);
    const link = await lastLink(fields.email, '/konto/aktywacja');
    const activated = await form('/konto/aktywacja', { token: link.token });
    if (activated.status !== 200) throw new Error(`activation: ${activated.status}`);
  }

  return { url, form, mailTo, lastLink, tryLogin, csrfOf, panel, sameOrigin, registerActive };
}

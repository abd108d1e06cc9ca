/**
 * Walks the real OpenID Connect login as a browser would (redirects, cookies, the login form),
 * without a browser. Returns the cookies the portal set and where it sent the user.
 */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  /** Every Set-Cookie header received, in order (with its attributes). */
  readonly setCookies: string[] = [];

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      this.setCookies.push(header);
      const [pair] = header.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export async function get(url: string, jar: CookieJar): Promise<Response> {
  const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
  jar.store(response);
  return response;
}

export async function postForm(
  url: string,
  jar: CookieJar,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  jar.store(response);
  return response;
}

function absolute(baseUrl: string, location: string | null): string {
  if (!location) throw new Error('expected a redirect');
  return new URL(location, baseUrl).href;
}

/** Follows redirects until a non-redirect answer or a page of the portal itself (/logowanie, /blad-logowania). */
export async function follow(
  baseUrl: string,
  start: string,
  jar: CookieJar,
): Promise<{ url: string; response: Response }> {
  let url = start;
  for (let i = 0; i < 10; i++) {
    const path = new URL(url).pathname;
    if (path === '/logowanie' || path === '/blad-logowania') return { url, response: new Response(null) };
    const response = await get(url, jar);
    if (response.status < 300 || response.status >= 400) return { url, response };
    url = absolute(baseUrl, response.headers.get('location'));
  }
  throw new Error('too many redirects');
}

export async function openLoginPage(baseUrl: string, returnPath: string, jar = new CookieJar()) {
  const start = `${baseUrl}/api/authentication/login-redirect?path=${encodeURIComponent(returnPath)}`;
  const { url, response } = await follow(baseUrl, start, jar);
  return { url, html: await response.text(), jar, status: response.status };
}

export async function submitLogin(
  baseUrl: string,
  loginPageUrl: string,
  jar: CookieJar,
  email: string,
  password: string,
) {
  const response = await postForm(`${loginPageUrl}/login`, jar, { email, password });
  if (response.status !== 303) return { url: loginPageUrl, response, jar };
  const { url } = await follow(baseUrl, absolute(baseUrl, response.headers.get('location')), jar);
  return { url, response, jar };
}

/** Signs in through the embedded identity service; returns the portal's session token. */
export async function login(baseUrl: string, email: string, password: string, returnPath = '/') {
  const page = await openLoginPage(baseUrl, returnPath);
  const done = await submitLogin(baseUrl, page.url, page.jar, email, password);
  const token = done.jar.cookies.get('auth_token');
  if (!token) throw new Error(`login failed, ended at ${done.url}`);
  return { token, jar: done.jar, url: done.url };
}

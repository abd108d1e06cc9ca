import { type Browser, expect, type Page } from '@playwright/test';
import { signIn } from './fixtures.ts';

/** The session token the web app keeps in its cookie (sent as X-Auth-Token by the app). */
export async function tokenOf(page: Page): Promise<string> {
  let token = '';
  await expect(async () => {
    const cookies = await page.context().cookies();
    token = cookies.find((c) => c.name === 'auth_token')?.value ?? '';
    expect(token).not.toBe('');
  }).toPass({ timeout: 5_000 });
  return decodeURIComponent(token);
}

/** Signs in on `page` (starting from `path`) and waits until the session is there. */
export async function signInAt(page: Page, email: string, path = '/'): Promise<string> {
  await page.goto(path);
  await signIn(page, email);
  return tokenOf(page);
}

/** A second, separate browser session signed in as someone else. */
export async function otherSession(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const token = await signInAt(page, email);
  return { context, page, token };
}

/** Calls the API with a token; returns the status and the envelope's data. */
export async function apiCall(
  page: Page,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; data: any; message?: string }> {
  const response = await page.request.fetch(path, {
    method,
    headers: token ? { 'X-Auth-Token': token } : {},
    data: body === undefined ? undefined : body,
  });
  const json = await response.json().catch(() => ({}));
  return { status: response.status(), data: json.data, message: json.message };
}

type ListItem = {
  id: number;
  number: string | null;
  title: string;
  status: { name: string };
  parts_count: number;
};

/** The signed-in advertiser's announcements of one status (GET /api/announcements?mode=advertiser). */
export async function ownAnnouncements(page: Page, token: string, status: string): Promise<ListItem[]> {
  const answer = await apiCall(
    page,
    token,
    'GET',
    `/api/announcements?mode=advertiser&limit=100&sort=number_asc&status[0]=${status}`,
  );
  expect(answer.status).toBe(200);
  return answer.data.advertisements;
}

/** Uploads a small text file (POST /api/files?context=announcement); returns its id. */
export async function uploadTextFile(page: Page, token: string, name: string, text: string): Promise<number> {
  const response = await page.request.post('/api/files?context=announcement', {
    headers: { 'X-Auth-Token': token },
    multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.file.id;
}

/**
 * Publishes a new version of a published announcement with its parts' values changed (author or
 * admin), optionally adding an attachment (a file id from uploadTextFile).
 */
export async function publishNewVersion(
  page: Page,
  token: string,
  id: number,
  value: string,
  attachment?: { name: string; fileId: number },
): Promise<void> {
  const compact = await apiCall(page, token, 'GET', `/api/announcements/${id}/compact`);
  expect(compact.status).toBe(200);
  const content = compact.data.version.content;
  const added = attachment
    ? [{ id: null, temporary_id: 'e2e-attachment', name: attachment.name, file_id: attachment.fileId }]
    : [];
  const saved = await apiCall(page, token, 'PUT', `/api/announcements/${id}?mode=publish`, {
    announcement: {
      ...content,
      parts: content.parts.map((p: { estimated_value: string }) => ({ ...p, estimated_value: value })),
      attachments: [...content.attachments, ...added],
    },
  });
  expect(saved.status, saved.message).toBe(200);
}

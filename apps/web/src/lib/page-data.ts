/**
 * The data the server puts in the page (#bk-page-data, the server's plugins/web-app.ts), as it came
 * (wire names), read once. Undefined when the page carries none (the development server).
 */
import { isServer, serverEnv } from './server-env.ts';

let read = false;
let data: Record<string, unknown> | undefined;

export function wirePageData(): Record<string, unknown> | undefined {
  if (isServer) return serverEnv()?.pageData;
  if (read) return data;
  read = true;
  const text = typeof document === 'undefined' ? null : document.getElementById('bk-page-data')?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    data = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    data = undefined;
  }
  return data;
}

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './test-server.ts';

/** A test server with its own temporary storage directory (`<root>/storage`), removed on close. */
export async function startServerWithStorage(env: Record<string, string> = {}): Promise<{
  server: TestServer;
  root: string;
  storageDir: string;
  close(): Promise<void>;
}> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'bk-files-'));
  const storageDir = path.join(root, 'storage');
  const server = await startTestServer({ ...env, BK_STORAGE_DIR: storageDir });
  return {
    server,
    root,
    storageDir,
    close: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Every file (not directory) under `dir`, relative to it; [] when `dir` does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function uploadForm(name: string, content: Uint8Array | Blob, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, content instanceof Blob ? content : new Blob([new Uint8Array(content)]), name);
  return form;
}

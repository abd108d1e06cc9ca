import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Reference data shipped with the server (copied from shared/data; attribution in its SOURCES.md). */
export const referenceDataDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../reference-data',
);

export function readReferenceJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(referenceDataDir, file), 'utf8')) as T;
}

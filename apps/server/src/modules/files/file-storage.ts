import type { Readable } from 'node:stream';

/** An upload written to a temporary file: commit moves it into place, discard removes it. */
export type ReceivedFile = {
  key: string;
  size: number;
  sha256: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
};

/** Where file bytes live: a local directory or an S3-compatible bucket (docs/decisions/0008-file-storage.md). */
export interface FileStorage {
  receive(source: Readable): Promise<ReceivedFile>;
  /** Opens a stored file for reading; fails when it cannot be opened (before anything is sent). */
  open(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  /** Removes temporary files older than `olderThanMs` (left by a process that died mid-upload). */
  sweepTemporary(olderThanMs: number): Promise<number>;
}

import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-storage.ts';
import { S3FileStorage } from './s3-storage.ts';

/** The storage the configuration names (BK_S3_* for a bucket, else BK_STORAGE_DIR). */
export function createFileStorage(config: Pick<Config, 'storageDir' | 's3'>): FileStorage {
  return config.s3
    ? new S3FileStorage(config.s3, config.storageDir)
    : new LocalFileStorage(config.storageDir);
}

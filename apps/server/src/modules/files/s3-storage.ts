import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { S3Options } from '../../config.ts';
import type { FileStorage, ReceivedFile } from './file-storage.ts';
import { checkedKey, LocalFileStorage } from './local-storage.ts';

/** The SHA-256 of an empty body (a GET's or a DELETE's payload digest). */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** 'yyyyMMddTHHmmssZ', the time of a signature. */
const amzDate = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * Files in an S3-compatible bucket (docs/decisions/0008-file-storage.md). An upload streams into a
 * local temporary file first (size and SHA-256 computed on the way, nothing kept in memory); only an
 * accepted upload is sent, as one signed PUT whose payload digest is that SHA-256, so the store
 * itself checks the bytes it received. Downloads stream the object's body.
 */
export class S3FileStorage implements FileStorage {
  private readonly staging: LocalFileStorage;
  /** Signs the requests (AWS Signature Version 4, by the aws4fetch library). */
  private readonly signer: AwsClient;

  constructor(
    private readonly options: S3Options,
    temporaryRoot: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.staging = new LocalFileStorage(temporaryRoot);
    this.signer = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
      service: 's3',
      region: options.region,
    });
  }

  private urlOf(key: string): URL {
    const base = this.options.endpoint.replace(/\/+$/, '');
    return new URL(
      `${base}/${encodeURIComponent(this.options.bucket)}/${this.options.prefix}${checkedKey(key)}`,
    );
  }

  private async send(method: string, key: string, body?: { path: string; size: number; sha256: string }) {
    const signed = await this.signer.sign(this.urlOf(key).href, {
      method,
      headers: {
        'x-amz-content-sha256': body?.sha256 ?? EMPTY_SHA256,
        ...(body ? { 'content-length': String(body.size) } : {}),
      },
      ...(body
        ? { body: Readable.toWeb(createReadStream(body.path)) as ReadableStream, duplex: 'half' }
        : {}),
      aws: { datetime: amzDate(this.now()) },
    } as RequestInit);
    return fetch(signed);
  }

  async receive(source: Readable): Promise<ReceivedFile> {
    const local = await this.staging.receive(source);
    const temporary = this.staging.temporaryPathOf(local.key);
    return {
      key: local.key,
      size: local.size,
      sha256: local.sha256,
      commit: async () => {
        const body = { path: temporary, size: local.size, sha256: local.sha256 };
        const response = await this.send('PUT', local.key, body);
        await response.arrayBuffer();
        await rm(temporary, { force: true });
        if (!response.ok) throw new Error(`S3 PUT ${local.key}: ${response.status}`);
      },
      discard: () => local.discard(),
    };
  }

  async open(key: string): Promise<Readable> {
    const response = await this.send('GET', key);
    if (!response.ok || !response.body) {
      await response.arrayBuffer().catch(() => undefined);
      throw new Error(`S3 GET ${key}: ${response.status}`);
    }
    return Readable.fromWeb(response.body as never);
  }

  async remove(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    await response.arrayBuffer();
    if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key}: ${response.status}`);
  }

  sweepTemporary(olderThanMs: number): Promise<number> {
    return this.staging.sweepTemporary(olderThanMs);
  }
}

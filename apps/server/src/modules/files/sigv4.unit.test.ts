import { describe, expect, it } from 'vitest';
import { amzDate, authorization, EMPTY_SHA256 } from './sigv4.ts';

// The credentials and request of AWS's Signature Version 4 test suite ("get-vanilla").
const key = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 'service',
};
const at = new Date('2015-08-30T12:36:00Z');

describe('Signature Version 4', () => {
  it('signs the test suite request as AWS publishes it', () => {
    const header = authorization(
      {
        method: 'GET',
        url: new URL('https://example.amazonaws.com/'),
        headers: { Host: 'example.amazonaws.com', 'X-Amz-Date': amzDate(at) },
        payloadSha256: EMPTY_SHA256,
      },
      key,
      at,
    );
    expect(header).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date, ' +
        'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('depends on the secret, the payload and the path', () => {
    const sign = (overrides: { secret?: string; payload?: string; path?: string }) =>
      authorization(
        {
          method: 'PUT',
          url: new URL(`https://s3.example/${overrides.path ?? 'bucket/key'}`),
          headers: { host: 's3.example', 'x-amz-date': amzDate(at) },
          payloadSha256: overrides.payload ?? EMPTY_SHA256,
        },
        { ...key, secretAccessKey: overrides.secret ?? key.secretAccessKey },
        at,
      );
    const base = sign({});
    expect(sign({ secret: 'other' })).not.toBe(base);
    expect(sign({ payload: 'a'.repeat(64) })).not.toBe(base);
    expect(sign({ path: 'bucket/other' })).not.toBe(base);
    expect(amzDate(at)).toBe('20150830T123600Z');
  });
});

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseKeyFile } from '../events/signing-keys.ts';
import { type ReceiptFacts, receiptSignature, unsignedReceipt } from './receipt.ts';

// npm run audit:verify-receipt (apps/server/scripts/audit-verify-receipt.ts), run as a command.
const root = path.resolve(import.meta.dirname, '../../../../..');
const script = path.join(root, 'apps/server/scripts/audit-verify-receipt.ts');
const seedLine = (name: string) => `ed25519:${createHash('sha256').update(name).digest('base64')}`;
const portalLine = seedLine('bk-receipt-command-portal');
const portal = parseKeyFile(portalLine, 'the test key').current;
const stranger = parseKeyFile(seedLine('bk-receipt-command-stranger'), 'the test key').current;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-receipt-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const facts: ReceiptFacts = {
  portal: 'https://bazakonkurencyjnosci.example',
  announcementId: 45,
  announcementNumber: '2026-00037-00045',
  bidderId: 4,
  economicSubject: { name: 'Zieliński Budownictwo sp. z o.o.' },
  offerSetId: 12,
  submittedAt: new Date('2026-12-03T08:01:11.333Z'),
  offerSha256: 'f'.repeat(64),
  key: portal,
};

function receiptFile(name: string, change: Record<string, unknown> = {}, key = portal): string {
  const signed = {
    ...unsignedReceipt({ ...facts, key }),
    signature: receiptSignature({ ...facts, key }, key),
  };
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify({ ...signed, ...change }, null, 2));
  return file;
}

function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, BK_AUDIT_KEY: '', BK_AUDIT_KEY_FILE: path.join(dir, 'none.key'), ...env },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('npm run audit:verify-receipt', () => {
  it('holds with the portal key given, and with the local key file', () => {
    const file = receiptFile('ok.json');
    const given = run([file, '--public-key', portal.publicKey]);
    expect(given.out).toContain('The receipt holds');
    expect(given.out).toContain('Potwierdzenie jest prawidłowe');
    expect(given.status).toBe(0);
    const keyFile = path.join(dir, 'audit.key');
    fs.writeFileSync(keyFile, `${portalLine}\n`);
    expect(run([file], { BK_AUDIT_KEY_FILE: keyFile }).status).toBe(0);
  }, 30_000);

  it('fails on a second moved, on a key not trusted, and cannot read what is missing', () => {
    const later = receiptFile('later.json', { submitted_at: '2026-12-03T08:01:12.333Z' });
    const moved = run([later, '--public-key', portal.publicKey]);
    expect(moved.out).toContain('Potwierdzenie jest nieprawidłowe: Podpis nie zgadza się');
    expect(moved.status).toBe(1);
    const foreign = run([receiptFile('stranger.json', {}, stranger), '--public-key', portal.publicKey]);
    expect(foreign.out).toContain('nie ma wśród zaufanych kluczy');
    expect(foreign.status).toBe(1);
    // No key given and no key file: nothing is made, nothing is trusted.
    expect(run([receiptFile('ok2.json')]).status).toBe(2);
    expect(fs.existsSync(path.join(dir, 'none.key'))).toBe(false);
    expect(run([path.join(dir, 'missing.json'), '--public-key', portal.publicKey]).status).toBe(2);
    expect(run([]).status).toBe(2);
  }, 30_000);
});

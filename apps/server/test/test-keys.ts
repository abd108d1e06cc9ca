import { createHash } from 'node:crypto';

/** The audit key of test servers and of the test databases' template (decision 0048): one for all. */
export const TEST_AUDIT_KEY = `ed25519:${createHash('sha256').update('bk-test-audit-key').digest('base64')}`;

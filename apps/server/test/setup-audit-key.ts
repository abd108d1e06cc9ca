import { installAuditKeys, parseKeyFile } from '../src/modules/events/index.ts';
import { TEST_AUDIT_KEY } from './test-keys.ts';

// Every API test process has the test servers' audit key (decision 0048): a test that records events
// itself, beside servers in other processes, MACs them as those servers do.
installAuditKeys(parseKeyFile(TEST_AUDIT_KEY, 'the test audit key'));

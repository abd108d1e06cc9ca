import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto (memory-hard; decision 0033). N = 2^15, r = 6, p = 1:
 * 24 MiB and 60-100 ms a verification on this project's 2-core machines (npm run bench:accounts), so
 * that 4 sign-ins or registrations at once stay under 400 ms there.
 * The parameters are stored with each hash, so older hashes still verify and are replaced on the
 * next successful sign-in (needsRehash).
 */
export const SCRYPT_PARAMS = { N: 32768, r: 6, p: 1 } as const;
const KEY_LENGTH = 32;
/** The only parameters a stored hash may ask for (a hash is not an instruction to spend any memory). */
const MAX_N = 65536;

type Params = { N: number; r: number; p: number };

function derive(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: 256 * params.N * params.r * params.p + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$key` (the first hashes of this project were `scrypt$salt$key` at N = 2^14). */
function parse(stored: string): { params: Params; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  if (parts.length === 3)
    return {
      params: { N: 16384, r: 8, p: 1 },
      salt: Buffer.from(parts[1] ?? '', 'base64url'),
      key: Buffer.from(parts[2] ?? '', 'base64url'),
    };
  if (parts.length !== 6) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every(Number.isInteger) || N > MAX_N || r > 16 || p > 4 || N < 2) return null;
  return {
    params: { N, r, p },
    salt: Buffer.from(parts[4] ?? '', 'base64url'),
    key: Buffer.from(parts[5] ?? '', 'base64url'),
  };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const actual = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(parsed.key, actual);
}

/** Whether a stored hash was made with other parameters than today's (it is replaced at sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  const { N, r, p } = SCRYPT_PARAMS;
  return !parsed || parsed.params.N !== N || parsed.params.r !== r || parsed.params.p !== p;
}

let decoy: Promise<string> | null = null;
/**
 * Spends a verification's time when there is no account to verify against, so the answer to an
 * unknown address takes as long as a wrong password (no enumeration by timing).
 */
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
}

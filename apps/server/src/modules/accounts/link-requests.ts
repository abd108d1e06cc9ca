import { findAccountByEmail } from '../identity/index.ts';
import type { JobHandler } from '../jobs/index.ts';
import type { LinkRequest } from './links.ts';
import { sendReset } from './recovery.service.ts';
import { sendActivation } from './registration.service.ts';

/**
 * The e-mails of requests by address (issue 44): the job of a request looks the address up after the
 * answer went out, and sends a reset link to a registered account that is not blocked, a new activation
 * link to one that is not active yet, and nothing otherwise. The message is keyed by the job, so a job
 * run again (its process died after the commit) sends nothing more.
 */
export const sendLinkRequest: JobHandler = async (job, { db, clock }) => {
  const { purpose, email, publicUrl } = job.payload as LinkRequest;
  const deps = { db, clock, publicUrl };
  const account = await findAccountByEmail(db, email);
  if (!account) return;
  const key = `account:${purpose}:job-${job.id}`;
  if (purpose === 'reset') await sendReset(deps, account, key);
  else if (!account.activated_at) await sendActivation(deps, account, key);
};

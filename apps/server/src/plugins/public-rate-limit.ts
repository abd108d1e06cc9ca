import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

/**
 * A per-address limit for the open data's public endpoints (issue 36, decision 0036): at most `limit`
 * requests in each window of `windowMs` per client address (request.ip: the proxy's X-Forwarded-For
 * only from BK_TRUSTED_PROXIES). Counted in this process's memory: with N processes an address gets up
 * to N times as many, which is why it guards the costly open-data calls only and the proxy in front
 * keeps the general limits (decision 0021). Over it: 429 with Retry-After and a Polish message.
 */
/** The hooks of every AddressLimit: the API description declares 429 (and 304) where one guards a route. */
const limitHooks = new WeakSet<object>();
export const isAddressLimitHook = (hook: unknown): boolean =>
  typeof hook === 'function' && limitHooks.has(hook);

export class AddressLimit {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly message: (seconds: number) => string,
  ) {
    limitHooks.add(this.hook);
  }

  /** A preHandler hook: answers 429 when the address is over its limit in this window. */
  readonly hook = async (request: FastifyRequest, reply: FastifyReply) => {
    const now = Date.now();
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now - ((now - this.windowStart) % this.windowMs || 0);
      if (now - this.windowStart >= this.windowMs) this.windowStart = now;
      this.counts = new Map();
    }
    const count = (this.counts.get(request.ip) ?? 0) + 1;
    this.counts.set(request.ip, count);
    reply.header('x-ratelimit-limit', String(this.limit));
    reply.header('x-ratelimit-remaining', String(Math.max(0, this.limit - count)));
    if (count <= this.limit) return;
    const seconds = Math.max(1, Math.ceil((this.windowStart + this.windowMs - now) / 1000));
    reply.header('retry-after', String(seconds));
    return sendError(reply, 429, this.message(seconds));
  };
}

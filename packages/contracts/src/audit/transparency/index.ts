/**
 * The transparency log's library (issue 47): RFC 9162 Merkle trees over the audit log, their proofs and
 * signed tree heads, pure and shared by the server, the CLI and the browser. See README.md.
 */
export * from './encoding.ts';
export * from './hash.ts';
export * from './proofs.ts';
export * from './receipt.ts';
export * from './sth.ts';
export * from './tree.ts';

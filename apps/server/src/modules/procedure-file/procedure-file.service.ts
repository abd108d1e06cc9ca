import type { Readable } from 'node:stream';
import { canonicalJson, sha256Hex } from '@bk/contracts/audit/canonical-json';
import {
  type ManifestEntry,
  offerFilePath,
  PROCEDURE_FILE_FORMAT,
  type ProcedureEvent,
  type ProcedureManifest,
  procedureFilePaths,
  procedureFileReadme,
  receiptPath,
  versionPath,
  versionPdfPath,
} from '@bk/contracts/audit/procedure-file';
import { PROOFS_FORMAT, type ProcedureProofsFile } from '@bk/contracts/audit/procedure-proofs';
import type { Kysely } from 'kysely';
import yazl from 'yazl';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import {
  announcementNoticeFacts,
  publishedVersionsOf,
  roleFor,
  viewAnnouncementJson,
} from '../announcements/index.ts';
import { procedureEvents, proofsOf, sealPending, signWithLogKey } from '../events/index.ts';
import { type FileStorage, openStoredFile, storedFilesOf } from '../files/index.ts';
import { offerSetIdsOf, offersForProcedureFile } from '../offers/index.ts';
import { publishedQuestions, questionIdsOf } from '../questions/index.ts';
import { settlementContent, settlementOf } from '../settlement/index.ts';
import { questionsListPdf, settlementViewPdf, versionPdf } from './procedure-file.pdf.ts';
import { assertMayDownload, assertProcedureEnded } from './procedure-file.policy.ts';

export type ProcedureFileDeps = { db: Kysely<DB>; clock: Clock; storage: FileStorage; publicUrl: string };

/** One file of the archive: its bytes, or a stream with the size and digest its owner keeps. */
type Entry =
  | { path: string; bytes: Uint8Array }
  | { path: string; size: number; sha256: string; open: () => Promise<Readable> };

/** Stored files under `folder`/<file id>/<name>, read from storage when the zip reaches them. */
async function addFiles(deps: ProcedureFileDeps, entries: Entry[], folder: string, ids: number[]) {
  const files = await storedFilesOf(deps.db, [...new Set(ids)]);
  for (const id of [...new Set(ids)]) {
    const file = files.get(id);
    if (!file?.sha256) continue;
    entries.push({
      path: `${folder}/${id}/${file.name.replace(/[\\/]/g, '_')}`,
      size: Number(file.size),
      sha256: file.sha256,
      open: () => openStoredFile(deps.storage, file),
    });
  }
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const pretty = (value: unknown) => utf8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * GET /api/announcements/{id}/procedure-file.zip (issue 47, decision 0047): the procedure file of a
 * settled or cancelled announcement for its author and its controllers (procedure-file.policy.ts), one
 * zip streamed: every published version (the canonical JSON its event digests), the published questions
 * and answers, the offers once unsealed (receipts and files), the settlement, the procedure's events, a
 * Polish README and the manifest of every file with its SHA-256 and size.
 */
export async function procedureFile(deps: ProcedureFileDeps, userId: number, announcementId: number) {
  const { db } = deps;
  const announcement = await announcementNoticeFacts(db, announcementId);
  if (!announcement) throw notFound();
  assertMayDownload(announcement, await roleFor(db, userId, announcement));
  assertProcedureEnded(announcement);

  const builtAt = deps.clock.now().toISOString();
  const entries: Entry[] = [];
  const add = (path: string, bytes: Uint8Array) => entries.push({ path, bytes });

  const generatedAt = new Date(builtAt);
  const titled = { id: announcementId, numer: announcement.number, tytul: announcement.title };
  const versions = await publishedVersionsOf(db, announcementId);
  for (const version of versions) {
    const no = version.version_no as number;
    add(versionPath(no), utf8(canonicalJson(version.content)));
    const view = await viewAnnouncementJson(db, userId, announcementId, {
      kind: 'version',
      versionId: version.id,
    });
    add(versionPdfPath(no), await versionPdf((JSON.parse(view) as { data: unknown }).data, generatedAt));
  }
  const questions = await publishedQuestions(db, announcementId);
  add(procedureFilePaths.questions, pretty(questions));
  add(procedureFilePaths.questionsPdf, await questionsListPdf(titled, questions, generatedAt));
  const offers = await offersForProcedureFile(deps, deps.storage, userId, announcement);
  for (const offer of offers ?? []) {
    add(receiptPath(offer.offer_set_id), utf8(canonicalJson(offer.receipt)));
    const used = new Set<string>();
    for (const [index, file] of offer.files.entries()) {
      let name = file.name.replace(/[\\/]/g, '_');
      if (used.has(name)) name = `${index + 1}_${name}`;
      used.add(name);
      entries.push({ path: offerFilePath(offer.offer_set_id, name), ...file });
    }
  }
  const settlement = await settlementContent(db, announcementId);
  if (settlement !== undefined) {
    add(procedureFilePaths.settlement, utf8(canonicalJson(settlement)));
    const view = await settlementOf(deps, userId, announcementId);
    add(procedureFilePaths.settlementPdf, await settlementViewPdf(titled, view, generatedAt));
  }

  // The attachments of the versions and of the settlement (public once published), each once.
  const attachmentIds = (list: unknown) =>
    ((list as { file_id: number | null }[] | undefined) ?? []).flatMap((a) => (a.file_id ? [a.file_id] : []));
  await addFiles(
    deps,
    entries,
    'ogloszenie/zalaczniki',
    versions.flatMap((v) => attachmentIds((v.content as { attachments?: unknown }).attachments)),
  );
  await addFiles(
    deps,
    entries,
    'rozstrzygniecie/zalaczniki',
    attachmentIds((settlement as { attachments?: unknown } | undefined)?.attachments),
  );

  // The log's events of the procedure, every one sealed (the reads recorded a moment ago too), each with
  // its inclusion proof against a head signed now (decision 0048).
  await sealPending(db, deps.clock);
  const sealed = await procedureEvents(
    db,
    announcementId,
    offerSetIdsOf(announcementId),
    questionIdsOf(announcementId),
  );
  const events: ProcedureEvent[] = sealed.map((e) => ({
    id: e.id,
    type: e.type,
    object: { kind: e.object_kind, id: e.object_id },
    actor: { kind: e.actor_kind, id: e.actor_id },
    occurred_at: new Date(e.occurred_at).toISOString(),
    payload: e.payload as Record<string, unknown>,
  }));
  add(procedureFilePaths.events, pretty(events));
  const proofs = await proofsOf(
    db,
    deps.clock,
    sealed.map((e) => ({ id: e.id, seq: Number(e.seq) })),
  );

  add(
    procedureFilePaths.readme,
    utf8(
      procedureFileReadme({
        announcementId,
        number: announcement.number,
        title: announcement.title,
        builtAt,
        portal: deps.publicUrl,
        offersIncluded: offers !== null,
      }),
    ),
  );
  const files: ManifestEntry[] = entries.map((entry) =>
    'bytes' in entry
      ? { path: entry.path, sha256: sha256Hex(entry.bytes), size: entry.bytes.length }
      : { path: entry.path, sha256: entry.sha256, size: entry.size },
  );
  const manifest: ProcedureManifest = {
    format: PROCEDURE_FILE_FORMAT,
    announcement: {
      id: announcementId,
      number: announcement.number,
      title: announcement.title,
      status: announcement.status,
    },
    built_at: builtAt,
    portal: deps.publicUrl,
    offers_included: offers !== null,
    files,
  };

  const manifestBytes = pretty(manifest);
  // dowody.json signs the manifest (which lists every other file) with the portal's audit key.
  const signature = signWithLogKey(manifestBytes);
  const proofsFile: ProcedureProofsFile = {
    format: PROOFS_FORMAT,
    head: proofs.head,
    key_id: signature.key_id,
    public_key: signature.public_key,
    manifest_signature: signature.signature,
    proofs: proofs.proofs,
  };
  const zip = new yazl.ZipFile();
  const mtime = new Date(builtAt);
  zip.addBuffer(Buffer.from(manifestBytes), procedureFilePaths.manifest, { mtime });
  zip.addBuffer(Buffer.from(pretty(proofsFile)), procedureFilePaths.proofs, { mtime });
  for (const entry of entries) {
    if ('bytes' in entry) zip.addBuffer(Buffer.from(entry.bytes), entry.path, { mtime });
    // Each offer file is opened when the zip reaches it: one open file at a time, however many offers.
    else
      zip.addReadStreamLazy(entry.path, { size: entry.size, mtime }, (done) => {
        entry.open().then(
          (stream) => done(null, stream),
          (error) => done(error, undefined as never),
        );
      });
  }
  zip.end();
  return {
    name: `teczka-postepowania-${announcement.number ?? announcementId}.zip`,
    stream: zip.outputStream as Readable,
  };
}

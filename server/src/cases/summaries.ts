import type { CaseSummary, SealedReport } from '@muyuan/contract/admin/cases';
import { SEAL_INFO } from '../integrity/crypto.ts';
import { type CaseDeadlineSettings, caseClocks, deleteAt } from './clocks.ts';
import type { CaseRow, sealedParts } from './repository.ts';

/** Rows turned into the contract's shapes in one place, with the clocks read at `nowMs`. */

export function caseSummary(row: CaseRow, settings: CaseDeadlineSettings, nowMs: number): CaseSummary {
  const clocks = caseClocks(
    {
      receivedAt: row.created_at,
      acknowledgedAt: row.acknowledged_at,
      feedbackAt: row.feedback_at,
      closedAt: row.closed_at,
    },
    settings,
    nowMs,
  );
  return {
    id: row.id,
    status: row.status,
    outcome: row.outcome,
    category: row.category,
    receivedAt: row.created_at,
    acknowledgedAt: row.acknowledged_at,
    feedbackAt: row.feedback_at,
    closedAt: row.closed_at,
    acknowledgeBy: clocks.acknowledge.by,
    feedbackBy: clocks.feedback.by,
    acknowledgeDaysLeft: clocks.acknowledge.daysLeft,
    feedbackDaysLeft: clocks.feedback.daysLeft,
    acknowledgeOverdue: clocks.acknowledge.overdue,
    feedbackOverdue: clocks.feedback.overdue,
    overdue: clocks.acknowledge.overdue || clocks.feedback.overdue,
    assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
    legalHold: row.legal_hold === 1,
    duplicateOf: row.duplicate_of,
    deleteAt: deleteAt(row.closed_at, row.legal_hold === 1, settings),
    version: Number(row.case_version),
    updatedAt: row.updated_at,
  };
}

/** The constants a browser needs to open the sealed parts (the formats of integrity/crypto.ts). */
const SEALED_FORMAT: SealedReport['format'] = {
  version: 1,
  sealedKey:
    'ephemeral X25519 public key (32 bytes) || ciphertext; its key: HKDF-SHA256(X25519(private, ephemeral), salt = ephemeral || team public key, info = sealInfo, 32 bytes)',
  ciphertext: 'version byte (1) || nonce (12 bytes) || AES-256-GCM tag (16 bytes) || ciphertext',
  file: 'version byte (1) || nonce (12 bytes) || AES-256-GCM ciphertext || tag (16 bytes)',
  sealInfo: SEAL_INFO,
};

type SealedParts = NonNullable<Awaited<ReturnType<typeof sealedParts>>>;

/** The sealed parts exactly as stored (base64 text in the database already). */
export function sealedReport(parts: SealedParts): SealedReport {
  return {
    sealedKey: parts.report.key_sealed,
    body: parts.report.body,
    messages: parts.messages.map((m) => ({ id: m.id, author: m.author, sentAt: m.created_at, body: m.body })),
    attachments: parts.files.map((f) => ({
      id: f.id,
      receivedAt: f.created_at,
      meta: f.meta,
      keyWrapped: f.key_wrapped ?? '',
      sealedBytes: f.sealed_bytes === null ? null : Number(f.sealed_bytes),
    })),
    notes: parts.notes.map((n) => ({
      id: n.id,
      author: { id: n.author_id, name: n.author_name },
      at: n.created_at,
      sealed: n.sealed,
    })),
    format: SEALED_FORMAT,
  };
}

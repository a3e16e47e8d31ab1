// Statements of the PostgreSQL adapter for Idempotency-Key records (docs/retries.md). In a write
// transaction a record is read locked (FOR UPDATE): instances deciding on one key take turns, and
// an answer stored with a booking holds the row until that booking commits, so nobody can take
// the key over in between.
import type { IdempotencyRecord, IdempotentAnswer } from '../port';
import { IDEMPOTENCY_COLUMNS, idempotencyValues, toIdempotencyRecord } from '../rows';
import { PostgresQueries } from './postgres-queries';

export class PostgresIdempotencyQueries extends PostgresQueries {
  async getIdempotencyRecord(workspaceId: number, key: string) {
    const lock = this.writing ? ' FOR UPDATE' : '';
    const row = await this.one(
      `SELECT ${IDEMPOTENCY_COLUMNS} FROM idempotency_keys WHERE workspace_id = $1 AND key = $2${lock}`,
      [workspaceId, key],
    );
    return row && toIdempotencyRecord(row);
  }

  async insertIdempotencyRecord(row: IdempotencyRecord) {
    const rows = await this.all(
      `INSERT INTO idempotency_keys (${IDEMPOTENCY_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
        ON CONFLICT (workspace_id, key) DO NOTHING RETURNING key`,
      idempotencyValues(row),
    );
    return rows.length === 1;
  }

  async replaceIdempotencyRecord(row: IdempotencyRecord) {
    await this.all(
      `UPDATE idempotency_keys SET fingerprint = $3, owner = $4, lease_until = $5, expires_at = $6,
        answer_status = $7, answer_type = $8, answer_body = $9 WHERE workspace_id = $1 AND key = $2`,
      idempotencyValues(row),
    );
  }

  async answerIdempotencyRecords(answers: IdempotentAnswer[]) {
    if (answers.length === 0) return 0;
    // One round trip for a whole group: one per request held the group's event locks 64 times
    // longer than needed.
    const rows = await this.all(
      `UPDATE idempotency_keys AS k SET owner = NULL, answer_status = a.status,
        answer_type = a.type, answer_body = a.body, expires_at = a.expires_at
        FROM unnest($1::bigint[], $2::text[], $3::text[], $4::integer[], $5::text[], $6::text[],
          $7::text[]) AS a(workspace_id, key, owner, status, type, body, expires_at)
        WHERE k.workspace_id = a.workspace_id AND k.key = a.key AND k.owner = a.owner
          AND k.answer_status IS NULL
        RETURNING k.key`,
      [
        answers.map((a) => a.workspaceId),
        answers.map((a) => a.key),
        answers.map((a) => a.owner),
        answers.map((a) => a.answer.status),
        answers.map((a) => a.answer.contentType ?? null),
        answers.map((a) => a.answer.body),
        answers.map((a) => a.expiresAt),
      ],
    );
    return rows.length;
  }

  async releaseIdempotencyRecord(workspaceId: number, key: string, owner: string) {
    await this.all(
      'DELETE FROM idempotency_keys WHERE workspace_id = $1 AND key = $2 AND owner = $3 AND answer_status IS NULL',
      [workspaceId, key, owner],
    );
  }

  async deleteExpiredIdempotencyRecords(now: string, limit: number) {
    // Instances sweeping at the same moment split the expired records instead of queueing.
    const rows = await this.all(
      `DELETE FROM idempotency_keys WHERE (workspace_id, key) IN
        (SELECT workspace_id, key FROM idempotency_keys WHERE expires_at <= $1 LIMIT $2
          FOR UPDATE SKIP LOCKED) RETURNING key`,
      [now, limit],
    );
    return rows.length;
  }
}

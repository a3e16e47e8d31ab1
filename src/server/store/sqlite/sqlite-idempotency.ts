// Statements of the SQLite adapter for Idempotency-Key records (docs/retries.md). The store-wide
// mutex already runs each transaction alone, so reading a record is enough to decide on it.
import type { IdempotencyRecord, IdempotentAnswer } from '../port';
import { IDEMPOTENCY_COLUMNS, idempotencyValues, toIdempotencyRecord } from '../rows';
import { SqliteQueries } from './sqlite-queries';

export class SqliteIdempotencyQueries extends SqliteQueries {
  async getIdempotencyRecord(workspaceId: number, key: string) {
    const row = this.get(
      `SELECT ${IDEMPOTENCY_COLUMNS} FROM idempotency_keys WHERE workspace_id = ? AND key = ?`,
      workspaceId,
      key,
    );
    return row && toIdempotencyRecord(row);
  }

  async insertIdempotencyRecord(row: IdempotencyRecord) {
    const result = this.run(
      `INSERT INTO idempotency_keys (${IDEMPOTENCY_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (workspace_id, key) DO NOTHING`,
      ...idempotencyValues(row),
    );
    return result.changes === 1;
  }

  async replaceIdempotencyRecord(row: IdempotencyRecord) {
    const [workspaceId, key, ...rest] = idempotencyValues(row);
    this.run(
      `UPDATE idempotency_keys SET fingerprint = ?, owner = ?, lease_until = ?, expires_at = ?,
        answer_status = ?, answer_type = ?, answer_body = ? WHERE workspace_id = ? AND key = ?`,
      ...rest,
      workspaceId,
      key,
    );
  }

  async answerIdempotencyRecords(answers: IdempotentAnswer[]) {
    let stored = 0;
    for (const { workspaceId, key, owner, answer, expiresAt } of answers) {
      stored += this.run(
        `UPDATE idempotency_keys SET owner = NULL, answer_status = ?, answer_type = ?,
          answer_body = ?, expires_at = ?
          WHERE workspace_id = ? AND key = ? AND owner = ? AND answer_status IS NULL`,
        answer.status,
        answer.contentType ?? null,
        answer.body,
        expiresAt,
        workspaceId,
        key,
        owner,
      ).changes;
    }
    return stored;
  }

  async releaseIdempotencyRecord(workspaceId: number, key: string, owner: string) {
    this.run(
      'DELETE FROM idempotency_keys WHERE workspace_id = ? AND key = ? AND owner = ? AND answer_status IS NULL',
      workspaceId,
      key,
      owner,
    );
  }

  async deleteExpiredIdempotencyRecords(now: string, limit: number) {
    return this.run(
      `DELETE FROM idempotency_keys WHERE (workspace_id, key) IN
        (SELECT workspace_id, key FROM idempotency_keys WHERE expires_at <= ? LIMIT ?)`,
      now,
      limit,
    ).changes;
  }
}

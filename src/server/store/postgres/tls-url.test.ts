// What node-postgres makes of the TLS parameters of a DATABASE_URL, as docs/deployment.md tells
// operators (issue 27, D18): unlike libpq, `sslmode=require` verifies the server's certificate
// against Node's CA list (as verify-full does) and warns; `sslrootcert` names the CA to trust.
// Pinned here so that a driver upgrade that changes it (pg 9 plans libpq's meaning) fails a test
// before the documentation is wrong.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, test, vi } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-tls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The TLS options the driver would connect with. */
function sslOf(url: string): unknown {
  const client = new pg.Client({ connectionString: url });
  return (client as unknown as { connectionParameters: { ssl: unknown } }).connectionParameters.ssl;
}

test('sslmode=require verifies the certificate (no rejectUnauthorized: false) and warns', () => {
  const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
  try {
    const ssl = sslOf('postgres://seatdesk@db.internal/seatdesk?sslmode=require');
    expect(ssl).toEqual({});
    expect(String(warn.mock.calls[0]?.[0] ?? '')).toMatch(
      /^SECURITY WARNING: The SSL modes 'prefer', 'require', and 'verify-ca' are treated as aliases for 'verify-full'/,
    );
  } finally {
    warn.mockRestore();
  }
});

test('sslmode=verify-full&sslrootcert=<file> trusts that CA, without a warning', () => {
  const ca = join(dir, 'db-ca.pem');
  writeFileSync(ca, '-----BEGIN CERTIFICATE-----\nnot checked here\n-----END CERTIFICATE-----\n');
  const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
  try {
    const ssl = sslOf(
      `postgres://seatdesk@db.internal/seatdesk?sslmode=verify-full&sslrootcert=${ca}`,
    );
    expect(ssl).toEqual({ ca: expect.stringContaining('BEGIN CERTIFICATE') });
    expect(warn).not.toHaveBeenCalled();
  } finally {
    warn.mockRestore();
  }
});

test('sslmode=no-verify encrypts without checking who answers', () => {
  expect(sslOf('postgres://seatdesk@db.internal/seatdesk?sslmode=no-verify')).toEqual({
    rejectUnauthorized: false,
  });
});

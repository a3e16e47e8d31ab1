// Configuration from the environment: defaults, and one clear error naming a bad variable.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../contract/limits';
import { isLoopback, isLoopbackAddress, readConfig } from './config';

describe('readConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(readConfig({})).toEqual({
      port: 9001,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/seatdesk.db',
      systemSecret: undefined,
      upstreamUrl: undefined,
      upstreamTimeoutMs: 30_000,
      shutdownTimeoutMs: 10_000,
      shutdownDrainDelayMs: 5_000,
      priorityLaneLimit: 100,
      regularLaneLimit: 10,
      bodyLimitBytes: 4 * 1024 * 1024,
      bookingBodyLimitBytes: 1024 * 1024,
      uploadBodyLimitBytes: 64 * 1024 * 1024,
      holdSweepIntervalMs: 5000,
      requestTimeoutMs: 10_000,
      idempotencyKeyMs: 24 * 3_600_000,
      pgLockTimeoutMs: 2_000,
      pgIdleInTransactionTimeoutMs: 5_000,
      logRequests: true,
      seedDemo: true,
      appDir: 'dist/app',
      feedStreamsPerCompany: 100,
      feedHeartbeatMs: 15_000,
      feedStreamBufferBytes: 1024 * 1024,
      feedCoalesceMs: 50,
      feedPollMs: 1_000,
      forSaleEditsPerDay: 10,
    });
  });

  it('reads every variable it knows', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'sqlite::memory:',
      SYSTEM_SECRET: 's3cret',
      BODY_LIMIT_BYTES: '6000000',
      BOOKING_BODY_LIMIT_BYTES: '500000',
      UPLOAD_BODY_LIMIT_BYTES: '90000000',
      REQUEST_TIMEOUT_MS: '2500',
      IDEMPOTENCY_KEY_HOURS: '48',
      LOG_REQUESTS: 'false',
      SEED_DEMO: 'false',
      APP_DIR: '/srv/seatdesk-app',
      FOR_SALE_EDITS_PER_DAY: '25',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'sqlite::memory:',
      systemSecret: 's3cret',
      bodyLimitBytes: 6_000_000,
      bookingBodyLimitBytes: 500_000,
      uploadBodyLimitBytes: 90_000_000,
      requestTimeoutMs: 2500,
      idempotencyKeyMs: 48 * 3_600_000,
      logRequests: false,
      seedDemo: false,
      appDir: '/srv/seatdesk-app',
      forSaleEditsPerDay: 25,
    });
    expect(readConfig({ DATABASE_URL: 'postgres://u:p@db:5432/seatdesk' }).databaseUrl).toBe(
      'postgres://u:p@db:5432/seatdesk',
    );
  });

  it('takes a FEED_COALESCE_MS from 0 (once per commit) to the bound, and names one outside', () => {
    expect(readConfig({ FEED_COALESCE_MS: '0' }).feedCoalesceMs).toBe(0);
    expect(readConfig({ FEED_COALESCE_MS: '200' }).feedCoalesceMs).toBe(LIMITS.feedCoalesceMs);
    for (const FEED_COALESCE_MS of ['-1', '201', '2.5', 'soon']) {
      expect(() => readConfig({ FEED_COALESCE_MS })).toThrow(
        /^Invalid configuration:\n {2}FEED_COALESCE_MS: /,
      );
    }
  });

  it('names an IDEMPOTENCY_KEY_HOURS outside 1 to 720 hours', () => {
    for (const IDEMPOTENCY_KEY_HOURS of ['0', '721', '1.5', 'day']) {
      expect(() => readConfig({ IDEMPOTENCY_KEY_HOURS })).toThrow(
        /^Invalid configuration:\n {2}IDEMPOTENCY_KEY_HOURS: /,
      );
    }
  });

  it('reads the PostgreSQL lock and idle timeouts; a lock timeout past the deadline is refused by name', () => {
    expect(
      readConfig({ PG_LOCK_TIMEOUT_MS: '500', PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: '3000' }),
    ).toMatchObject({ pgLockTimeoutMs: 500, pgIdleInTransactionTimeoutMs: 3000 });
    // Unset, it is 2 s or the deadline when that is shorter.
    expect(readConfig({ REQUEST_TIMEOUT_MS: '800' }).pgLockTimeoutMs).toBe(800);
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '1000', PG_LOCK_TIMEOUT_MS: '1500' })).toThrow(
      /^Invalid configuration:\n {2}PG_LOCK_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/,
    );
    for (const value of ['0', '-5', 'soon']) {
      expect(() => readConfig({ PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: value })).toThrow(
        /PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: /,
      );
    }
  });

  it('names a PORT that is not a port', () => {
    for (const PORT of ['abc', '70000', '-1', '80.5', '', ' ', '0x50', '1e3']) {
      expect(() => readConfig({ PORT })).toThrow(/^Invalid configuration:\n {2}PORT: /);
    }
  });

  it('names a DATABASE_URL it cannot use, with the forms it can', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://localhost/x' })).toThrow(
      /DATABASE_URL: must start with sqlite: \(e\.g\. sqlite:\.\/data\/seatdesk\.db, sqlite::memory:\) or postgres:\/\//,
    );
  });

  it('names an empty APP_DIR', () => {
    expect(() => readConfig({ APP_DIR: ' ' })).toThrow(/APP_DIR: must name a directory/);
  });

  it('lists every bad variable at once', () => {
    expect(() => readConfig({ PORT: 'x', SEED_DEMO: 'yes' })).toThrow(
      /PORT: [^\n]+\n {2}SEED_DEMO: /,
    );
  });

  it('refuses an UPSTREAM_URL with credentials without repeating them', () => {
    for (const UPSTREAM_URL of ['https://user:pa55@api.example', 'https://user@api.example']) {
      let message = '';
      try {
        readConfig({ UPSTREAM_URL });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/UPSTREAM_URL: must not hold a user or password/);
      expect(message).not.toMatch(/pa55|user@/);
    }
    expect(readConfig({ UPSTREAM_URL: 'https://api.example/a@b' }).upstreamUrl).toBe(
      'https://api.example/a@b',
    );
  });

  it('takes a METRICS_TOKEN of 16+ printable characters, and names a short or spaced one', () => {
    expect(readConfig({ METRICS_TOKEN: 'p9-Kx4.tQ2_vL8z!' }).metricsToken).toBe('p9-Kx4.tQ2_vL8z!');
    for (const token of ['too-short', 'sixteen chars ok', '']) {
      expect(() => readConfig({ METRICS_TOKEN: token })).toThrow(
        /METRICS_TOKEN: must be at least 16 printable characters without spaces/,
      );
    }
  });
});

describe('isLoopback', () => {
  it('is true only for addresses nobody else can reach', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '0:0:0:0:0:0:0:1'])
      expect(isLoopback(host)).toBe(true);
    for (const host of ['0.0.0.0', '192.168.1.2', '::', 'example.com', '127.evil.example', '127.1'])
      expect(isLoopback(host)).toBe(false);
  });

  it('parses peer addresses exactly, IPv4-mapped ones included', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['localhost', '::ffff:10.0.0.1', '128.0.0.1', '', '127.0.0.1.nip.io'])
      expect(isLoopbackAddress(address)).toBe(false);
  });
});

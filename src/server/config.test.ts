// Configuration from the environment: defaults, and one clear error naming a bad variable.
import { describe, expect, it } from 'vitest';
import { isLoopback, readConfig } from './config';

describe('readConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(readConfig({})).toEqual({
      port: 9001,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/seatdesk.db',
      systemSecret: undefined,
      upstreamUrl: undefined,
      priorityLaneLimit: 100,
      regularLaneLimit: 10,
      bodyLimitBytes: 10 * 1024 * 1024,
      holdSweepIntervalMs: 5000,
      requestTimeoutMs: 10_000,
      logRequests: true,
      seedDemo: true,
    });
  });

  it('reads every variable it knows', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'sqlite::memory:',
      SYSTEM_SECRET: 's3cret',
      BODY_LIMIT_BYTES: '6000000',
      REQUEST_TIMEOUT_MS: '2500',
      LOG_REQUESTS: 'false',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'sqlite::memory:',
      systemSecret: 's3cret',
      bodyLimitBytes: 6_000_000,
      requestTimeoutMs: 2500,
      logRequests: false,
      seedDemo: false,
    });
    expect(readConfig({ DATABASE_URL: 'postgres://u:p@db:5432/seatdesk' }).databaseUrl).toBe(
      'postgres://u:p@db:5432/seatdesk',
    );
  });

  it('names a PORT that is not a port', () => {
    for (const PORT of ['abc', '70000', '-1', '80.5']) {
      expect(() => readConfig({ PORT })).toThrow(/^Invalid configuration:\n {2}PORT: /);
    }
  });

  it('names a DATABASE_URL it cannot use, with the forms it can', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://localhost/x' })).toThrow(
      /DATABASE_URL: must start with sqlite: \(e\.g\. sqlite:\.\/data\/seatdesk\.db, sqlite::memory:\) or postgres:\/\//,
    );
  });

  it('lists every bad variable at once', () => {
    expect(() => readConfig({ PORT: 'x', SEED_DEMO: 'yes' })).toThrow(
      /PORT: [^\n]+\n {2}SEED_DEMO: /,
    );
  });
});

describe('isLoopback', () => {
  it('is true only for addresses nobody else can reach', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1'])
      expect(isLoopback(host)).toBe(true);
    for (const host of ['0.0.0.0', '192.168.1.2', '::', 'example.com'])
      expect(isLoopback(host)).toBe(false);
  });
});

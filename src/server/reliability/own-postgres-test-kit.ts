// A throwaway PostgreSQL cluster of a test's own (scripts/with-postgres.sh), for tests that stop,
// restart or freeze the server: on the shared cluster of `npm test` they would break the test
// files running beside them. The cluster goes away when stop() is called or this process ends.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

export interface OwnPostgres {
  url: string;
  /** This cluster's pg_ctl wrapper: `[pgCtl, 'restart', '-m', 'fast', '-w']`. */
  pgCtl: string;
  stop(): Promise<void>;
}

export async function startOwnPostgres(timeoutMs = 60_000): Promise<OwnPostgres> {
  // The command reports the cluster, then lives as long as this process does.
  const command = `echo "READY $TEST_DATABASE_URL $TEST_PG_CTL"; while kill -0 ${process.pid} 2>/dev/null; do sleep 0.5; done`;
  const child = spawn('bash', ['scripts/with-postgres.sh', 'bash', '-c', command], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  let output = '';
  const ready = await new Promise<string[]>((found, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`no cluster within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const collect = (chunk: Buffer) => {
      output += chunk;
      const line = /READY (\S+) (\S+)/.exec(output);
      if (line) {
        clearTimeout(timer);
        found([line[1], line[2]]);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(() => fail(new Error(`with-postgres.sh ended:\n${output}`)));
  });
  return {
    url: ready[0],
    pgCtl: ready[1],
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The postmaster of the throwaway cluster (from `pg_ctl status`) and its children. */
export function postgresPids(pgCtl: string): number[] {
  const status = execFileSync(pgCtl, ['status']).toString();
  const postmaster = Number(/PID: (\d+)/.exec(status)?.[1]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent pid (after the parenthesised name).
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

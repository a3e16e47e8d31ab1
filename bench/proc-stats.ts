// What the benches read about processes from Linux's /proc: resident memory of a service process,
// and the CPU time of a whole local PostgreSQL cluster (the postmaster and all its children:
// backends, WAL writer, checkpointer), which a service's own CPU per request leaves out.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc's CPU fields (USER_HZ, 100 on every common Linux). */
const TICKS_PER_SECOND = 100;

/** Fields of /proc/<pid>/stat from the third (state) on; the name before may hold spaces. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  } catch {
    return undefined; // gone, or not Linux
  }
}

const PPID = 1;
const UTIME = 11;
const STIME = 12;
/** CPU of children that ended and were waited for: how a finished backend's work stays counted. */
const CUTIME = 13;
const CSTIME = 14;

function ticksToMs(ticks: number): number {
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Resident set of a process in MB: `VmRSS` now, or `VmHWM` its peak so far; undefined if gone. */
export function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** CPU ms used so far by `postmaster` and everything it started, ended children included. */
function clusterCpuMs(postmaster: number): number {
  const own = statFields(postmaster);
  if (!own) throw new Error(`the PostgreSQL server process ${postmaster} is gone`);
  let ticks = [UTIME, STIME, CUTIME, CSTIME].reduce((sum, i) => sum + Number(own[i]), 0);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[PPID]) === postmaster) {
      ticks += Number(fields[UTIME]) + Number(fields[STIME]);
    }
  }
  return ticksToMs(ticks);
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host.startsWith('127.') || host === '[::1]' || host === '';
}

/**
 * A clock reading the CPU ms of the PostgreSQL cluster behind `databaseUrl` so far, or undefined
 * when that cannot be seen from here (a server on another machine, or no /proc). It counts the
 * whole cluster: on a cluster shared with other work the figure includes that work.
 */
export async function postgresCpuClock(databaseUrl: string): Promise<(() => number) | undefined> {
  if (!isLoopbackHost(new URL(databaseUrl).hostname)) return undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Read while the connection is open: the backend's parent is the postmaster, the cluster's root.
    const backend = Number((await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
    const postmaster = Number(statFields(backend)?.[PPID] ?? Number.NaN);
    // A server in a container reports pids of another namespace: check they are PostgreSQL's.
    if (!isPostgres(backend) || !isPostgres(postmaster)) return undefined;
    return () => clusterCpuMs(postmaster);
  } finally {
    await client.end();
  }
}

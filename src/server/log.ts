// The service's one log stream: JSON lines on stdout, start-up banner, request lines, store and
// cache failures and fatal errors included, so one collector reads everything and a line never has
// to be parsed as prose. Nothing of the service writes to stderr.
export type LogLevel = 'info' | 'warn' | 'error' | 'fatal';

/** Writes one finished line (it carries `time` and `level`): the one place of the format. */
export function writeLog(line: Record<string, unknown>): void {
  // Pipes and files are written synchronously on Linux: a line logged before process.exit() stays.
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

export function logLine(level: LogLevel, message: string, fields: Record<string, unknown> = {}) {
  writeLog({ time: new Date().toISOString(), level, message, ...fields });
}

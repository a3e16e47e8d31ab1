// The service's one log stream: JSON lines on stdout, start-up banner and fatal errors included,
// so one collector reads everything and a line never has to be parsed as prose.
export type LogLevel = 'info' | 'warn' | 'error' | 'fatal';

export function logLine(level: LogLevel, message: string, fields: Record<string, unknown> = {}) {
  const line = { time: new Date().toISOString(), level, message, ...fields };
  // Pipes and files are written synchronously on Linux: a line logged before process.exit() stays.
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

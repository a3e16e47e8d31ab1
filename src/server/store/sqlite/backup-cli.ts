// `npm run backup -- <file>` and `npm run restore -- <file>` for the SQLite database named by
// DATABASE_URL (default sqlite:./data/seatdesk.db). Backup runs while the service serves;
// restore refuses while the service (or anything else) has the database open.
import { backupSqlite, restoreSqlite } from './backup';
import { SQLITE_MIGRATIONS } from './migrations';

const USAGE = 'usage: npm run backup -- <backup file>   |   npm run restore -- <backup file>';

async function main(argv: string[]): Promise<void> {
  const [command, file, ...rest] = argv;
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length)
    throw new Error(USAGE);
  const url = process.env.DATABASE_URL ?? 'sqlite:./data/seatdesk.db';
  if (!url.startsWith('sqlite:') || url === 'sqlite::memory:')
    throw new Error(
      `DATABASE_URL must name a SQLite file for ${command}; for PostgreSQL use pg_dump / pg_restore (docs/deployment.md)`,
    );
  const database = url.slice('sqlite:'.length);
  if (command === 'backup') {
    const { pages } = await backupSqlite(database, file);
    console.log(`backed up ${database} to ${file} (${pages} pages, integrity checked)`);
    return;
  }
  const kept = restoreSqlite(file, database, SQLITE_MIGRATIONS.length);
  console.log(`restored ${database} from ${file}`);
  if (kept)
    console.log(`  the database it replaced is kept as ${kept} (with its -wal, -shm if any)`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(`${process.argv[2] ?? 'backup'} failed: ${(error as Error).message}`);
  process.exit(1);
});

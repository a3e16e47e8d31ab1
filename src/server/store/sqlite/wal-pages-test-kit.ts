// The pages a SQLite file's commits add to its WAL, by the B-tree (table or index) they belong to:
// a figure that does not depend on the machine's load (issue 27 B7; bench/season-pages.ts).
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';

interface Frames {
  salt: string;
  pages: number[];
}

/** The page numbers of the WAL's frames of its current generation (a checkpoint restarts it). */
function walFrames(file: string): Frames {
  const wal = readFileSync(`${file}-wal`);
  const pageSize = wal.readUInt32BE(8);
  const salt = wal.subarray(16, 24).toString('hex');
  const pages: number[] = [];
  for (let at = 32; at + 24 + pageSize <= wal.length; at += 24 + pageSize) {
    if (wal.subarray(at + 8, at + 16).toString('hex') !== salt) break;
    pages.push(wal.readUInt32BE(at));
  }
  return { salt, pages };
}

/** Pages `work` added to the WAL of `file`, counted by B-tree name (dbstat). */
export async function walPagesOf(file: string, work: () => Promise<void>) {
  const before = walFrames(file);
  await work();
  const after = walFrames(file);
  const added = after.salt === before.salt ? after.pages.slice(before.pages.length) : after.pages;
  const reader = new Database(file, { readonly: true });
  try {
    const rows = reader.prepare('SELECT pageno, name FROM dbstat').all() as Array<{
      pageno: number;
      name: string;
    }>;
    const owners = new Map(rows.map((row) => [row.pageno, row.name]));
    const byTree = new Map<string, number>();
    for (const page of added) {
      const tree = owners.get(page) ?? '(free)';
      byTree.set(tree, (byTree.get(tree) ?? 0) + 1);
    }
    return { total: added.length, byTree };
  } finally {
    reader.close();
  }
}

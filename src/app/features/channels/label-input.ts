// Typed assignments: labels separated by commas, semicolons or new lines, and ranges written
// `A-1..A-8` (or `A-1..8`). Labels may hold spaces (`Section A-A-1`), so spaces never separate.
import { expandRange } from '../../lib/label-ranges';

export { expandRange, MAX_RANGE } from '../../lib/label-ranges';

export interface ParsedLabels {
  labels: string[];
  errors: string[];
}

export function parseLabelInput(text: string): ParsedLabels {
  const labels: string[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  const add = (label: string) => {
    if (!seen.has(label)) {
      seen.add(label);
      labels.push(label);
    }
  };

  for (const raw of text.split(/[,;\n]/)) {
    const token = raw.trim();
    if (!token) continue;
    if (!token.includes('..')) {
      add(token);
      continue;
    }
    const expanded = expandRange(token);
    if (typeof expanded === 'string') errors.push(expanded);
    else expanded.forEach(add);
  }
  return { labels, errors };
}

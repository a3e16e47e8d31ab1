// The draft's changes in staff words: a sentence per kind of change and the places per category
// (a standing area counts its places, as on the map's legend), published beside draft. Category and object names are the chart's own.
import { ColorSwatch } from '../../components/color-swatch';
import { plural } from '../../lib/format';
import type { DraftDiff } from './draft-diff';

/** Labels named one by one; more are counted. */
const NAMED = 12;

function labels(list: readonly string[]): string {
  const named = list.slice(0, NAMED).join(', ');
  return list.length > NAMED ? `${named} and ${list.length - NAMED} more` : named;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '';
}

export function DraftDiffView({ diff }: { diff: DraftDiff }) {
  if (diff.same) {
    return <p>The draft is the same as the published version: publishing it changes nothing.</p>;
  }
  const { categories, objects } = diff;
  const labelOf = (key: string) => diff.counts.find((c) => c.key === key)?.label ?? key;
  const lines: string[] = [];
  if (categories.added.length > 0) {
    lines.push(
      `New ${categories.added.length === 1 ? 'category' : 'categories'}: ${categories.added.map((c) => c.label).join(', ')}.`,
    );
  }
  if (categories.removed.length > 0) {
    lines.push(
      `Removed ${categories.removed.length === 1 ? 'category' : 'categories'}: ${categories.removed.map((c) => c.label).join(', ')}.`,
    );
  }
  for (const change of categories.changed) {
    lines.push(`${change.before.label}: ${change.what.join(', ')}.`);
  }
  if (objects.added.length > 0) {
    lines.push(`${plural(objects.added.length, 'object')} added: ${labels(objects.added)}.`);
  }
  if (objects.removed.length > 0) {
    lines.push(`${plural(objects.removed.length, 'object')} removed: ${labels(objects.removed)}.`);
  }
  if (objects.recategorised.length > 0) {
    const first = objects.recategorised[0];
    lines.push(
      `${plural(objects.recategorised.length, 'object')} in another category (e.g. ${first.label}: ${labelOf(first.from)} → ${labelOf(first.to)}).`,
    );
  }
  if (objects.changed.length > 0) {
    lines.push(
      `${plural(objects.changed.length, 'object')} moved or reshaped: ${labels(objects.changed)}.`,
    );
  }
  return (
    <div className="draft-diff">
      <ul className="draft-changes">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <table className="data draft-counts">
        <caption className="visually-hidden">Places per category</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col" className="num">
              Published
            </th>
            <th scope="col" className="num">
              Draft
            </th>
            <th scope="col" className="num">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {diff.counts.map((row) => {
            const isNew = categories.added.some((c) => String(c.key) === row.key);
            const gone = categories.removed.some((c) => String(c.key) === row.key);
            return (
              <tr key={row.key}>
                <th scope="row">
                  {row.color ? <ColorSwatch color={row.color} label={row.label} /> : row.label}{' '}
                  {isNew && <span className="badge badge-success">new</span>}
                  {gone && <span className="badge badge-warning">removed</span>}
                </th>
                <td className="num">{row.before.toLocaleString('en')}</td>
                <td className="num">{row.after.toLocaleString('en')}</td>
                <td className="num">{signed(row.after - row.before)}</td>
              </tr>
            );
          })}
          <tr className="draft-total">
            <th scope="row">All places</th>
            <td className="num">{diff.totals.before.toLocaleString('en')}</td>
            <td className="num">{diff.totals.after.toLocaleString('en')}</td>
            <td className="num">{signed(diff.totals.after - diff.totals.before)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

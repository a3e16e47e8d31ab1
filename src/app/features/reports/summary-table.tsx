import { Link } from 'react-router';
import { dimensionName } from './dimensions';
import type { SummaryShape } from './summary-shape';

interface SummaryTableProps {
  shape: SummaryShape;
  caption: string;
  /** The drill-down address of a group, or undefined where a group cannot be drilled into. */
  drillTo: (group: string) => string | undefined;
}

/**
 * The numbers of the summary as a table: one row per group, its places, and its places per value
 * of the chosen breakdown. The group names are the drill-down links.
 */
export function SummaryTable({ shape, caption, drillTo }: SummaryTableProps) {
  const { groups, series, total } = shape;
  return (
    <div className="table-wrap summary-table">
      <table className="data">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{dimensionName(shape.type)}</th>
            <th scope="col" className="num">
              Places
            </th>
            {series.map((s) => (
              <th key={s.key} scope="col" className="num" title={s.value}>
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => {
            const to = drillTo(g.group);
            return (
              <tr key={g.group}>
                <th scope="row">{to ? <Link to={to}>{g.name}</Link> : g.name}</th>
                <td className="num">{g.count.toLocaleString()}</td>
                {series.map((s) => (
                  <td key={s.key} className="num">
                    {(g.values[s.value] ?? 0).toLocaleString()}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="num">{total.toLocaleString()}</td>
            {series.map((s) => (
              <td key={s.key} className="num">
                {s.total.toLocaleString()}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

import { useEffect } from 'react';
import { useVirtualRows, VIRTUAL_ROW_HEIGHT } from '../../lib/virtual-rect';
import { type Column, cellText, type SortDirection } from './row-model';
import { useElementWidth } from './use-element-width';

/** Height assumed while the scroll box has none (not laid out yet, or jsdom). */
const UNMEASURED_HEIGHT = 600;

interface VirtualTableProps<R> {
  caption: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
  sortColumn?: string;
  sortDirection: SortDirection;
  onSort: (columnId: string) => void;
  /** When it changes (new sort, filter, group) the table scrolls back to the top; a refresh of
   * the same view keeps the scroll position. */
  resetKey: string;
}

/** A column is never squeezed below this share of its width, nor below MIN_COLUMN px. */
const MIN_SHARE = 0.6;
const MIN_COLUMN = 64;

/**
 * Column widths that fit `available` pixels when they can: on a 1024 px screen the default
 * columns (order id last) fit without scrolling sideways; cells cut with an ellipsis keep their
 * full text in a tooltip. Past MIN_SHARE the table scrolls sideways instead of becoming unreadable.
 */
export function fitColumns(wanted: readonly number[], available: number): number[] {
  const total = wanted.reduce((sum, w) => sum + w, 0);
  if (!(available > 0) || total <= available) return [...wanted];
  const share = Math.max(MIN_SHARE, available / total);
  return wanted.map((w) => Math.max(Math.min(w, MIN_COLUMN), Math.floor(w * share)));
}

function display(value: ReturnType<Column<unknown>['value']>): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString();
  return cellText(value);
}

/**
 * A table that renders only the rows in view (plus a few), so 100,000 rows scroll smoothly. It is
 * a real <table> with aria-rowcount and aria-rowindex, so screen readers know where they are.
 */
export function VirtualTable<R>(props: VirtualTableProps<R>) {
  const { caption, rows, columns, sortColumn, sortDirection, onSort, resetKey } = props;
  const { scrollRef, items, top, bottom } = useVirtualRows(rows.length, UNMEASURED_HEIGHT);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [resetKey]);

  const available = useElementWidth(scrollRef, Number.POSITIVE_INFINITY);
  const widths = fitColumns(
    columns.map((column) => column.width),
    available,
  );
  const width = widths.reduce((sum, w) => sum + w, 0);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box must be reachable by keyboard to scroll it
    <section className="vt-scroll" ref={scrollRef} tabIndex={0} aria-label={caption}>
      <table className="data vt-table" aria-rowcount={rows.length + 1} style={{ width }}>
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          {columns.map((column, i) => (
            <col key={column.id} style={{ width: widths[i] }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => {
              const sorted = column.id === sortColumn;
              const ariaSort = sorted
                ? sortDirection === 'asc'
                  ? 'ascending'
                  : 'descending'
                : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={ariaSort}
                  className={column.kind === 'number' ? 'num' : undefined}
                >
                  <button type="button" className="vt-sort" onClick={() => onSort(column.id)}>
                    {column.header}
                    <span className="vt-sort-mark" aria-hidden="true">
                      {sorted ? (sortDirection === 'asc' ? '▲' : '▼') : ''}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {top > 0 && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds no data and nothing focusable
            <tr className="vt-spacer" aria-hidden="true" style={{ height: top }}>
              <td colSpan={columns.length} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            return (
              <tr
                key={item.index}
                aria-rowindex={item.index + 2}
                style={{ height: VIRTUAL_ROW_HEIGHT }}
              >
                {columns.map((column) => {
                  const text = display(column.value(row));
                  return (
                    <td
                      key={column.id}
                      className={column.kind === 'number' ? 'num' : undefined}
                      title={text || undefined}
                    >
                      {text}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {bottom > 0 && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds no data and nothing focusable
            <tr className="vt-spacer" aria-hidden="true" style={{ height: bottom }}>
              <td colSpan={columns.length} />
            </tr>
          )}
        </tbody>
      </table>
      {rows.length === 0 && <p className="empty">No objects match.</p>}
    </section>
  );
}

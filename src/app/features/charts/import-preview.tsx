// What the file holds, before anything is saved: the chart's name and size, the labels it repeats,
// its categories with their colours and seats, and its map coloured by category.
import { useMemo } from 'react';
import { ColorSwatch } from '../../components/color-swatch';
import { VenueType } from '../../components/venue-type';
import { megabytes, plural } from '../../lib/format';
import {
  bookableIn,
  categoryPaint,
  describeChartObject,
  type LaidOutChart,
  SeatMap,
} from '../../seat-map';
import { AS_THE_CHART_SAYS } from './chart-map-section';
import type { ChosenFile, DrawingSummary } from './drawing-file';
import { DuplicateLabelsWarning } from './duplicate-labels-notice';

const count = (n: number) => n.toLocaleString('en');

export function ImportPreview(props: {
  file: ChosenFile;
  summary: DrawingSummary;
  chart: LaidOutChart;
}) {
  const { summary, chart } = props;
  const view = useMemo(() => {
    const bookable = bookableIn(chart, AS_THE_CHART_SAYS);
    return {
      paint: categoryPaint(chart.layout, bookable),
      describe: describeChartObject(chart.layout),
    };
  }, [chart]);

  return (
    <>
      <section className="card import-summary" aria-labelledby="import-summary-heading">
        <h2 id="import-summary-heading">{summary.name}</h2>
        <p>
          <VenueType venueType={summary.venueType} /> · {count(summary.seats)}{' '}
          {summary.seats === 1 ? 'seat' : 'seats'} in{' '}
          {plural(
            summary.categories.filter((c) => c.key !== undefined).length,
            'category',
            'categories',
          )}{' '}
          · {props.file.name}, {megabytes(summary.bytes)}
          {summary.gzipped ? ` unpacked (${megabytes(props.file.size)} gzipped)` : ''}
        </p>
        <p className="import-verdict" role="status">
          The service’s upload checks pass: this drawing can be saved.
        </p>
      </section>
      <DuplicateLabelsWarning
        name="Duplicate labels (file)"
        drawing="The drawing in this file"
        count={summary.duplicates.length}
        duplicates={summary.duplicates}
      />
      <div className="import-preview">
        <section className="card import-categories" aria-labelledby="import-categories-heading">
          <h2 id="import-categories-heading">Categories</h2>
          {summary.categories.length === 0 ? (
            <p className="muted">The drawing has no categories and no seats.</p>
          ) : (
            <div className="table-wrap">
              <table className="data">
                <caption className="visually-hidden">Categories in the file</caption>
                <thead>
                  <tr>
                    <th scope="col">Category</th>
                    <th scope="col" className="num">
                      Seats
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {summary.categories.map((category) => (
                    <tr key={category.key ?? ''}>
                      <th scope="row">
                        {category.color ? (
                          <ColorSwatch color={category.color} label={category.label} />
                        ) : (
                          <span className="muted">{category.label}</span>
                        )}
                      </th>
                      <td className="num">{count(category.seats)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="muted import-seats-note">
            A general-admission area counts its capacity; a label given twice counts once.
          </p>
        </section>
        <section className="card chart-map import-map" aria-label="Seat map preview">
          <SeatMap
            layout={chart.layout}
            paint={view.paint}
            selection={EMPTY}
            describe={view.describe}
            label={`Seat map of ${summary.name} (not saved yet), by category`}
          />
        </section>
      </div>
    </>
  );
}

const EMPTY: ReadonlySet<string> = new Set();

import { FormField } from '../../components/form-field';
import { dimensionName } from './dimensions';
import { AvailabilityDonut, SummaryBars } from './summary-charts';
import type { Slice, SummaryShape } from './summary-shape';
import { SummaryTable } from './summary-table';

interface SummaryDashboardProps {
  shape: SummaryShape;
  /** What is being summarised, e.g. "Event concert" — for captions. */
  subject: string;
  /** Availability split for the donut; absent for chart reports. */
  slices?: Slice[];
  onBreakdown: (breakdown: string | undefined) => void;
  onDrill: (group: string) => void;
  drillTo: (group: string) => string | undefined;
  onDrillAvailability?: (value: string) => void;
  /** True while an older answer stands in for the one being loaded. */
  stale?: boolean;
}

/** Totals, the pictures and the table of one summary report, with the breakdown choice. */
export function SummaryDashboard(props: SummaryDashboardProps) {
  const { shape, subject, slices, onBreakdown, onDrill, drillTo, onDrillAvailability, stale } =
    props;
  const typeName = dimensionName(shape.type).toLowerCase();
  const split = shape.breakdown ? `, split by ${dimensionName(shape.breakdown).toLowerCase()}` : '';
  return (
    <div className={stale ? 'dashboard stale' : 'dashboard'} aria-busy={stale || undefined}>
      <div className="dashboard-controls">
        <FormField label="Split bars by" inline>
          {(control) => (
            <select
              {...control}
              value={shape.breakdown ?? ''}
              onChange={(event) => onBreakdown(event.target.value || undefined)}
            >
              <option value="">Nothing (places only)</option>
              {shape.breakdowns.map((b) => (
                <option key={b} value={b}>
                  {dimensionName(b)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <div className="dashboard-grid">
        <section className="card totals" aria-label="Totals">
          <dl className="tiles">
            <div>
              <dt>Places</dt>
              <dd data-testid="total-places">{shape.total.toLocaleString()}</dd>
            </div>
            <div>
              <dt>Groups</dt>
              <dd>{shape.groups.length.toLocaleString()}</dd>
            </div>
          </dl>
          {slices && onDrillAvailability && (
            <AvailabilityDonut slices={slices} onDrill={onDrillAvailability} />
          )}
        </section>
        <section className="card chart-card" aria-label="Chart">
          <SummaryBars shape={shape} title={`Places by ${typeName}${split}`} onDrill={onDrill} />
          <p className="muted hint">Select a bar, or a group in the table, to see its objects.</p>
        </section>
      </div>

      <SummaryTable
        shape={shape}
        caption={`${subject}: places by ${typeName}${split}`}
        drillTo={drillTo}
      />
    </div>
  );
}

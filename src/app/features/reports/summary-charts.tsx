// The pictures of a summary report: stacked bars of the groups split by the chosen breakdown, and
// a donut of availability. Both are shortcuts into the detailed report: a click on a bar or a
// segment drills down. Animations are off, so a live refresh redraws in place without flicker.
import { useRef } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { sharePercent } from '../../lib/format';
import type { Slice, SummaryShape } from './summary-shape';
import { useElementWidth } from './use-element-width';

const BAR_SIZE = 22;
const AXIS_WIDTH = 150;

interface SummaryBarsProps {
  shape: SummaryShape;
  title: string;
  onDrill: (group: string) => void;
}

export function SummaryBars({ shape, title, onDrill }: SummaryBarsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const height = Math.max(160, shape.bars.length * (BAR_SIZE + 14) + 50);
  const drill = (item: { payload?: { group?: string } }) => {
    if (item.payload?.group !== undefined) onDrill(item.payload.group);
  };
  return (
    <figure className="summary-figure">
      <figcaption>{title}</figcaption>
      <div className="summary-bars" ref={ref}>
        <BarChart
          width={width}
          height={height}
          data={shape.bars}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
          barSize={BAR_SIZE}
        >
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="name"
            width={AXIS_WIDTH}
            interval={0}
            tickFormatter={(name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name)}
          />
          <Tooltip cursor={{ fillOpacity: 0.15 }} />
          {shape.breakdown ? (
            shape.chartSeries.map((series) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.name}
                stackId="places"
                fill={series.colour}
                isAnimationActive={false}
                cursor="pointer"
                onClick={drill}
              />
            ))
          ) : (
            <Bar
              dataKey="count"
              name="Places"
              fill="var(--accent)"
              isAnimationActive={false}
              cursor="pointer"
              onClick={drill}
            >
              {/* A category or channel keeps the venue's colour; other groups the accent. */}
              {shape.groups.map((g) => (
                <Cell key={g.group} fill={g.colour ?? 'var(--accent)'} />
              ))}
            </Bar>
          )}
        </BarChart>
      </div>
      {shape.breakdown && (
        <ul className="legend" aria-label="Legend">
          {shape.chartSeries.map((series) => (
            <li key={series.key}>
              <span className="swatch" style={{ background: series.colour }} aria-hidden="true" />
              {series.name}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

interface AvailabilityDonutProps {
  slices: Slice[];
  onDrill: (value: string) => void;
}

export function AvailabilityDonut({ slices, onDrill }: AvailabilityDonutProps) {
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  const available = slices.find((slice) => slice.value === 'available')?.count ?? 0;
  const data = slices.map((slice) => ({ ...slice, fill: slice.colour }));
  return (
    <figure className="summary-figure donut">
      <figcaption>Availability</figcaption>
      <div className="donut-box">
        <PieChart width={180} height={180}>
          <Pie
            data={data}
            dataKey="count"
            nameKey="name"
            innerRadius={52}
            outerRadius={84}
            paddingAngle={slices.filter((slice) => slice.count > 0).length > 1 ? 1 : 0}
            isAnimationActive={false}
            cursor="pointer"
            onClick={(_, index) => onDrill(slices[index].value)}
          />
          {/* Below the ring, never over the centre figure it would hide (issue 28). */}
          <Tooltip position={{ x: 0, y: 184 }} allowEscapeViewBox={{ x: true, y: true }} />
        </PieChart>
        <p className="donut-centre" aria-hidden="true">
          <strong>{sharePercent(available, total)}</strong>
          <span>available</span>
        </p>
      </div>
      <ul className="legend" aria-label="Availability legend">
        {slices.map((slice) => (
          <li key={slice.value}>
            <span className="swatch" style={{ background: slice.colour }} aria-hidden="true" />
            {slice.name}: {slice.count.toLocaleString()}
          </li>
        ))}
      </ul>
    </figure>
  );
}

import { Link } from 'react-router';
import { VenueType } from './venue-type';

/** The first columns of a list of charts (the charts list, the archive): name, key, venue type. */
export function ChartHeaderCells() {
  return (
    <>
      <th scope="col">Name</th>
      <th scope="col">Key</th>
      <th scope="col">Venue type</th>
    </>
  );
}

/** A chart's name (a link to it), key and venue type, as the first cells of its row. */
export function ChartCells({ chart }: { chart: { key: string; name: string; venueType: string } }) {
  return (
    <>
      <td>
        <Link to={`/charts/${encodeURIComponent(chart.key)}`}>{chart.name}</Link>
      </td>
      <td className="mono">{chart.key}</td>
      <td>
        <VenueType venueType={chart.venueType} />
      </td>
    </>
  );
}

import type { Chart } from '../../../contract/charts';

const STATUS_TEXT: Record<Chart['status'], string> = {
  NOT_USED: 'No events',
  PUBLISHED: 'In use',
  PUBLISHED_WITH_DRAFT: 'In use, draft pending',
};

export function ChartStatusBadges({ chart }: { chart: Chart }) {
  return (
    <span className="badges">
      <span className={chart.status === 'PUBLISHED_WITH_DRAFT' ? 'badge badge-warning' : 'badge'}>
        {STATUS_TEXT[chart.status] ?? chart.status}
      </span>
      {chart.archived && <span className="badge badge-warning">Archived</span>}
    </span>
  );
}

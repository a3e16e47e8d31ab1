// The chart page's warning about labels the drawing gives to more than one object (chart
// validation, VALIDATE_DUPLICATE_LABELS): only the first object of each can be sold, so the others
// are faded on the map and left out of every count. Shown for the published version and, when
// there is one, the draft, so that an editor sees it before publishing.
import { useQuery } from '@tanstack/react-query';
import type { Chart, ChartValidation } from '../../../contract/charts';
import { chartKeys } from '../../lib/queries';
import { useClient } from '../../lib/session-context';

/** Labels named in the notice; the rest are counted. */
const NAMED = 10;

export function DuplicateLabelsNotice({ chart }: { chart: Chart }) {
  const client = useClient();
  const hasDraft = chart.status === 'PUBLISHED_WITH_DRAFT';
  const validation = useQuery({
    queryKey: [...chartKeys.detail(chart.key), 'validation'],
    queryFn: async () => ({
      published: await client.charts.validate(chart.key, 'published'),
      draft: hasDraft ? await client.charts.validate(chart.key, 'draft') : undefined,
    }),
  });
  if (!validation.data) return null;
  const { published, draft } = validation.data;
  return (
    <>
      <Notice version="published" validation={published} />
      {draft && <Notice version="draft" validation={draft} />}
    </>
  );
}

function Notice({ version, validation }: { version: string; validation: ChartValidation }) {
  return (
    <DuplicateLabelsWarning
      name={`Duplicate labels (${version})`}
      drawing={`The ${version} drawing`}
      count={validation.duplicateLabelCount}
      duplicates={validation.duplicateLabels}
    />
  );
}

/** The warning itself, for a stored drawing or for a file the import is about to save. */
export function DuplicateLabelsWarning(props: {
  name: string;
  /** The sentence's subject: "The draft drawing", "The drawing in this file". */
  drawing: string;
  count: number;
  duplicates: ReadonlyArray<{ label: string; count: number }>;
}) {
  const { count } = props;
  if (count === 0) return null;
  const named = props.duplicates
    .slice(0, NAMED)
    .map((duplicate) => `${duplicate.label} (${duplicate.count} objects)`)
    .join(', ');
  const more = count > NAMED ? ` and ${count - NAMED} more` : '';
  return (
    <div className="notice notice-warning" role="note" aria-label={props.name}>
      <p>
        {props.drawing} gives {count === 1 ? 'a label' : `${count} labels`} to more than one object:{' '}
        {named}
        {more}. Only the first object of each label can be sold; the others are faded on the map and
        left out of every count. Give each object its own label in the designer.
      </p>
    </div>
  );
}

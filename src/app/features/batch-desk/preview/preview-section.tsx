// The preview as a section of the page: reading, a failed read, a stale preview, the verdict.
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { BatchPrediction, DeskWorld } from '../../../batch/predict';
import { PreviewTable, Verdict } from '../../../batch/preview-table';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import type { BatchChange } from '../rows/row-check';
import { LeftHeld } from './left-held';

interface PreviewSectionProps {
  changes: BatchChange[];
  query: UseQueryResult<DeskWorld>;
  prediction?: BatchPrediction;
  /** The rows changed since this preview was made. */
  stale: boolean;
  /** When the objects were read (ms since the epoch). */
  checkedAt?: number;
}

export function PreviewSection(props: PreviewSectionProps) {
  const { changes, query, prediction, stale, checkedAt } = props;
  const ref = useRef<HTMLElement>(null);
  // The preview opens below the rows; bring it into view (jsdom has no scrollIntoView).
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);
  return (
    <section ref={ref} className="bd-preview" aria-labelledby="bd-preview-title">
      <h2 id="bd-preview-title">Preview</h2>
      {stale && (
        <div className="notice notice-info" role="status">
          <p>The rows changed since this preview. Preview again before submitting.</p>
        </div>
      )}
      {query.isPending && <Loading what="the objects as they are now" />}
      {query.isError && (
        <ErrorPanel
          title="The preview could not read the objects"
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {prediction && (
        <div className={stale ? 'bd-stale' : undefined}>
          <Verdict prediction={prediction} total={changes.length} checkedAt={checkedAt} />
          {!stale && <LeftHeld changes={changes} />}
          <PreviewTable changes={changes} prediction={prediction} />
        </div>
      )}
    </section>
  );
}

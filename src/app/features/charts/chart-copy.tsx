// "Copy…" on the chart page: a new chart from the published version, or from the draft when
// there is one, confirmed first; the clerk lands on the copy.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Chart } from '../../../contract/charts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToasts } from '../../components/toasts';
import { describeError, isApiError } from '../../lib/errors';
import { chartKeys } from '../../lib/queries';
import { useClient } from '../../lib/session-context';

type Version = 'published' | 'draft';

export function ChartCopyButton({ chart }: { chart: Chart }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const hasDraft = chart.status === 'PUBLISHED_WITH_DRAFT';
  const [version, setVersion] = useState<Version>('published');
  const copy = useMutation({
    mutationFn: (from: Version) => client.charts.copy(chart.key, from),
    meta: { toast: false },
    onSuccess: (made, from) => {
      toasts.push({
        kind: 'success',
        title: `"${made.name}" is a new chart, copied from ${from === 'draft' ? 'the draft of ' : ''}"${chart.name}". It has no events yet.`,
      });
      void queryClient.invalidateQueries({ queryKey: chartKeys.all });
      navigate(`/charts/${encodeURIComponent(made.key)}`);
    },
    onError: (error, from) => {
      toasts.push({
        kind: 'error',
        title:
          from === 'draft' && isApiError(error, 404)
            ? `"${chart.name}" has no draft any more; someone may have published or discarded it. Nothing was copied.`
            : `"${chart.name}" could not be copied; nothing was made.`,
        detail: describeError(error),
      });
    },
    onSettled: () => setAsking(false),
  });

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={copy.isPending}
        title="API: version/published/actions/copy"
        onClick={() => {
          setVersion('published');
          setAsking(true);
        }}
      >
        Copy…
      </button>
      {asking && (
        <ConfirmDialog
          title={`Copy "${chart.name}"?`}
          confirmLabel="Make the copy"
          busy={copy.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => copy.mutate(version)}
        >
          <p>
            {version === 'draft'
              ? 'A new chart is made from the draft, named as the draft with “(copy)” after it, '
              : `A new chart “${chart.name} (copy)” is made `}
            with the same seats, categories and tags. It has no events; this chart and its events
            stay as they are.
          </p>
          {hasDraft && (
            <fieldset className="copy-version">
              <legend>Copy which version?</legend>
              <label className="checkbox-field">
                <input
                  type="radio"
                  name="copy-version"
                  checked={version === 'published'}
                  onChange={() => setVersion('published')}
                />
                The published version (what events use now)
              </label>
              <label className="checkbox-field">
                <input
                  type="radio"
                  name="copy-version"
                  checked={version === 'draft'}
                  onChange={() => setVersion('draft')}
                />
                The draft, with its unpublished changes
              </label>
            </fieldset>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CategoryWire } from '../../../contract/common';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageData } from '../../components/page-data';
import { chartQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { AddCategoryForm } from './add-category-form';
import { categoryQueries, useCategoryMutations } from './api';
import { CategoryRow } from './category-row';

/** The categories manager of one chart: list, add, edit in place, remove after asking. */
export function CategoriesPage() {
  const client = useClient();
  const chartKey = useParams().chartKey ?? '';
  const chart = useQuery(chartQuery(client, chartKey));
  const categories = useQuery(categoryQueries.list(client, chartKey));
  const { add, update, remove } = useCategoryMutations(client, chartKey);
  const [removing, setRemoving] = useState<CategoryWire | null>(null);
  const hasEvents = chart.data !== undefined && chart.data.status !== 'NOT_USED';

  return (
    <PageData query={categories} what="categories" failed="The categories could not be loaded">
      {(list) => (
        <>
          {hasEvents && (
            <div className="notice notice-warning" role="note">
              <p>
                This chart has events, so category changes go into a <strong>draft version</strong>{' '}
                (the list below is the draft's). Events keep the published categories until the
                draft is published.{' '}
                <Link to={`/reports/charts/${encodeURIComponent(chartKey)}?version=draft`}>
                  See the draft's report
                </Link>
                .
              </p>
            </div>
          )}
          <div className="table-wrap">
            <table className="data">
              <caption>Categories</caption>
              <thead>
                <tr>
                  <th scope="col">Colour</th>
                  <th scope="col">Label</th>
                  <th scope="col">Key</th>
                  <th scope="col">Accessible</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((category) => (
                  <CategoryRow
                    key={`${typeof category.key}:${category.key}`}
                    category={category}
                    busy={update.isPending}
                    onSave={(change) =>
                      update.mutateAsync({
                        key: category.key,
                        label: category.label,
                        update: change,
                      })
                    }
                    onRemove={() => setRemoving(category)}
                  />
                ))}
              </tbody>
            </table>
            {list.length === 0 && <p className="empty">This chart has no categories yet.</p>}
          </div>
          <AddCategoryForm existing={list} busy={add.isPending} onAdd={(c) => add.mutateAsync(c)} />
          {removing && (
            <ConfirmDialog
              title={`Remove category "${removing.label}"?`}
              confirmLabel="Remove"
              danger
              busy={remove.isPending}
              onCancel={() => setRemoving(null)}
              onConfirm={() =>
                remove.mutate(
                  { key: removing.key, label: removing.label },
                  { onSettled: () => setRemoving(null) },
                )
              }
            >
              <p>
                Objects in category {String(removing.key)} will have no category
                {hasEvents ? ' in the draft version' : ''}.
              </p>
            </ConfirmDialog>
          )}
        </>
      )}
    </PageData>
  );
}

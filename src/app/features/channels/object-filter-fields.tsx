// The object picker's filter row: section, category, row or table (each only when the chart has
// some), and text in the label.
import { useMemo } from 'react';
import { FormField } from '../../components/form-field';
import {
  facetValues,
  filterObjects,
  type ObjectFilter,
  type PickableObject,
} from './event-objects';

type Facet = 'section' | 'category' | 'row';

interface ObjectFilterFieldsProps {
  objects: readonly PickableObject[];
  filter: ObjectFilter;
  setFilter: (change: (old: ObjectFilter) => ObjectFilter) => void;
}

export function ObjectFilterFields({ objects, filter, setFilter }: ObjectFilterFieldsProps) {
  const sections = useMemo(() => facetValues(objects, 'section'), [objects]);
  const categories = useMemo(() => facetValues(objects, 'category'), [objects]);
  const rows = useMemo(
    () => facetValues(filterObjects(objects, { section: filter.section }), 'row'),
    [objects, filter.section],
  );
  const choose = (name: Facet, value: string) =>
    setFilter((old) => ({
      ...old,
      [name]: value || undefined,
      // A row belongs to a section: changing the section forgets the row.
      ...(name === 'section' ? { row: undefined } : {}),
    }));
  const facet = (name: Facet, label: string, values: string[]) =>
    values.length > 0 && (
      <FormField label={label}>
        {(control) => (
          <select
            {...control}
            value={filter[name] ?? ''}
            onChange={(event) => choose(name, event.target.value)}
          >
            <option value="">Any</option>
            {values.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        )}
      </FormField>
    );

  return (
    <div className="form-row">
      {facet('section', 'Section', sections)}
      {facet('category', 'Category', categories)}
      {facet('row', 'Row or table', rows)}
      <FormField label="Label contains">
        {(control) => (
          <input
            {...control}
            type="search"
            value={filter.text ?? ''}
            onChange={(event) => setFilter((old) => ({ ...old, text: event.target.value }))}
            size={10}
          />
        )}
      </FormField>
    </div>
  );
}

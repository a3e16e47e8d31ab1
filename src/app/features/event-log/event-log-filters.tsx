// The event log's filters: what kind of change, who made it, on which day.
import type { EventLogType } from '../../../contract/event-log';
import { FormField } from '../../components/form-field';
import { KIND_WORDS } from './event-log-words';

export interface Filters {
  kind: EventLogType | '';
  person: string;
  day: string;
}

interface EventLogFiltersProps {
  filters: Filters;
  /** People seen so far (actor → name): the service names staff by id. */
  people: ReadonlyMap<string, string>;
  onChange: (next: Partial<Filters>) => void;
}

export function EventLogFilters({ filters, people, onChange }: EventLogFiltersProps) {
  return (
    <div className="form-row form-row-top">
      <FormField label="What">
        {(control) => (
          <select
            {...control}
            value={filters.kind}
            onChange={(e) => onChange({ kind: e.target.value as Filters['kind'] })}
          >
            <option value="">Every change</option>
            {(Object.keys(KIND_WORDS) as EventLogType[]).map((kind) => (
              <option key={kind} value={kind}>
                {KIND_WORDS[kind].replace(/( on| for|:)$/, '')}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Who">
        {(control) => (
          <select
            {...control}
            value={filters.person}
            onChange={(e) => onChange({ person: e.target.value })}
          >
            <option value="">Everyone</option>
            <option value="key">API keys (integrations, admins)</option>
            {[...people].map(([actor, name]) => (
              <option key={actor} value={actor}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Day">
        {(control) => (
          <input
            {...control}
            type="date"
            value={filters.day}
            onChange={(e) => onChange({ day: e.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}

// `/seasons`: create a season on a chart, with its events: new ones dated and named, existing dated
// ones (season-nights.ts), a number of them, or their keys.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { describeError } from '../../lib/errors';
import { chartKeys } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { keysOf, refreshEvents } from './api';
import { ExistingEventsField } from './existing-events-field';
import { SeasonEventsChoice, type SeasonEventsHow, SeasonNameFields } from './season-form-fields';
import { createSeasonOfNights, nightsOf, routeUnknown } from './season-nights';
import './seasons.css';

export function CreateSeasonPage() {
  const client = useClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [chartKey, setChartKey] = useState('');
  const [key, setKey] = useState('');
  const [name, setName] = useState('');
  const [how, setHow] = useState<SeasonEventsHow>('nights');
  const [count, setCount] = useState('3');
  const [keys, setKeys] = useState('');
  const [nightsText, setNightsText] = useState('');
  const [existing, setExisting] = useState<ReadonlySet<string>>(new Set());
  const toggle = (k: string) =>
    setExisting((was) => {
      const next = new Set(was);
      if (!next.delete(k)) next.add(k);
      return next;
    });
  const typed = nightsOf(nightsText);
  // Suggestions only: any chart key can be typed, the service says when there is none.
  const charts = useQuery({
    queryKey: [...chartKeys.lists(), 'season-suggestions'],
    queryFn: () => client.charts.list({ limit: 100 }),
  });
  const create = useMutation({
    mutationFn: () => {
      const season = {
        chartKey: chartKey.trim(),
        key: key.trim() || undefined,
        name: name.trim() || undefined,
      };
      if (how === 'nights') return createSeasonOfNights(client, season, typed.nights);
      if (how === 'existing') {
        const { chartKey: _chart, ...rest } = season;
        return client.seasons.createFromEvents({ ...rest, eventKeys: [...existing] });
      }
      return client.seasons.create({
        ...season,
        ...(how === 'number' ? { numberOfEvents: Number(count) } : { eventKeys: keysOf(keys) }),
      });
    },
    onSuccess: async (season) => {
      await refreshEvents(queryClient);
      navigate(`/seasons/${encodeURIComponent(season.key)}`);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  const error = create.isError ? describeError(create.error) : undefined;
  return (
    <>
      <PageHeader
        title="Create a season"
        subtitle="A season groups events of one chart: a season ticket books a seat for every one of them."
      />
      <form
        className="card"
        onSubmit={submit}
        aria-label="Create a season"
        style={{ maxWidth: 760 }}
      >
        <SeasonNameFields
          chartKey={chartKey}
          setChartKey={setChartKey}
          seasonKey={key}
          setSeasonKey={setKey}
          name={name}
          setName={setName}
          charts={charts.data?.items ?? []}
        />
        <SeasonEventsChoice how={how} onChange={setHow} />
        {how === 'nights' ? (
          <FormField
            id="season-nights"
            label="Events, one per line: date and name"
            error={
              typed.bad.length > 0
                ? `Line ${typed.bad.join(', ')} does not start with a date as YYYY-MM-DD.`
                : undefined
            }
            hint="Each line makes one event of the season, with its date and name."
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                value={nightsText}
                placeholder={'2026-12-02 Hamlet, opening night\n2026-12-03 Hamlet'}
                onChange={(e) => setNightsText(e.target.value)}
              />
            )}
          </FormField>
        ) : how === 'existing' ? (
          <ExistingEventsField chartKey={chartKey.trim()} chosen={existing} onToggle={toggle} />
        ) : how === 'number' ? (
          <FormField id="season-count" label="Number of events">
            {(control) => (
              <input
                {...control}
                type="number"
                className="count-input"
                min={1}
                value={count}
                onChange={(e) => setCount(e.target.value)}
              />
            )}
          </FormField>
        ) : (
          <FormField id="season-event-keys" label="Event keys">
            {(control) => (
              <input
                {...control}
                value={keys}
                placeholder="e.g. match-01, match-02, match-03"
                onChange={(e) => setKeys(e.target.value)}
              />
            )}
          </FormField>
        )}
        {error &&
          (how === 'existing' && routeUnknown(create.error) ? (
            <p className="notice notice-warning" role="alert">
              This service cannot make a season of existing events (a Seatdesk addition a seats.io
              region does not offer): create the season with new events instead.
            </p>
          ) : (
            <p className="field-error" role="alert" title={error.code}>
              The season was not created: {error.message}
            </p>
          ))}
        <div className="form-row">
          <button
            type="submit"
            className="button button-primary form-submit"
            disabled={
              create.isPending ||
              (how === 'nights' && (typed.bad.length > 0 || typed.nights.length === 0)) ||
              (how === 'existing' && existing.size === 0)
            }
          >
            Create season
          </button>
        </div>
      </form>
    </>
  );
}

// `/seasons`: create a season on a chart, with its events (a number of them, or their keys).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { describeError } from '../../lib/errors';
import { chartKeys } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { keysOf, refreshEvents } from './api';
import './seasons.css';

export function CreateSeasonPage() {
  const client = useClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [chartKey, setChartKey] = useState('');
  const [key, setKey] = useState('');
  const [name, setName] = useState('');
  const [how, setHow] = useState<'number' | 'keys'>('number');
  const [count, setCount] = useState('3');
  const [keys, setKeys] = useState('');
  // Suggestions only: any chart key can be typed, the service says when there is none.
  const charts = useQuery({
    queryKey: [...chartKeys.lists(), 'season-suggestions'],
    queryFn: () => client.charts.list({ limit: 100 }),
  });
  const create = useMutation({
    mutationFn: () =>
      client.seasons.create({
        chartKey: chartKey.trim(),
        key: key.trim() || undefined,
        name: name.trim() || undefined,
        ...(how === 'number' ? { numberOfEvents: Number(count) } : { eventKeys: keysOf(keys) }),
      }),
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
        <div className="form-row form-row-top">
          <div className="field">
            <label htmlFor="season-chart">Chart key</label>
            <input
              id="season-chart"
              list="season-chart-keys"
              required
              value={chartKey}
              onChange={(e) => setChartKey(e.target.value)}
            />
            <datalist id="season-chart-keys">
              {charts.data?.items.map((chart) => (
                <option key={chart.key} value={chart.key}>
                  {chart.name}
                </option>
              ))}
            </datalist>
          </div>
          <div className="field">
            <label htmlFor="season-key">Season key</label>
            <input id="season-key" value={key} onChange={(e) => setKey(e.target.value)} />
            <p className="field-hint">Left empty, the service chooses one.</p>
          </div>
          <div className="field grow">
            <label htmlFor="season-name">Name</label>
            <input id="season-name" value={name} onChange={(e) => setName(e.target.value)} />
          </div>
        </div>
        <fieldset className="radio-row season-how">
          <legend className="visually-hidden">Its events</legend>
          <label className="inline-check">
            <input type="radio" checked={how === 'number'} onChange={() => setHow('number')} />A
            number of events
          </label>
          <label className="inline-check">
            <input type="radio" checked={how === 'keys'} onChange={() => setHow('keys')} />
            Events with these keys
          </label>
        </fieldset>
        {how === 'number' ? (
          <div className="field">
            <label htmlFor="season-count">Number of events</label>
            <input
              id="season-count"
              type="number"
              className="count-input"
              min={1}
              value={count}
              onChange={(e) => setCount(e.target.value)}
            />
          </div>
        ) : (
          <div className="field">
            <label htmlFor="season-event-keys">Event keys</label>
            <input
              id="season-event-keys"
              value={keys}
              placeholder="e.g. match-01, match-02, match-03"
              onChange={(e) => setKeys(e.target.value)}
            />
          </div>
        )}
        {error && (
          <p className="field-error" role="alert" title={error.code}>
            The season was not created: {error.message}
          </p>
        )}
        <div className="form-row">
          <button
            type="submit"
            className="button button-primary form-submit"
            disabled={create.isPending}
          >
            Create season
          </button>
        </div>
      </form>
    </>
  );
}

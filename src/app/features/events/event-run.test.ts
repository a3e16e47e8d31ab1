import { describe, expect, test } from 'vitest';
import { addDays, type EventFormValues, MAX_EVENTS_PER_RUN, planEvents } from './event-run';

const run = (change: Partial<EventFormValues> = {}): EventFormValues => ({
  chartKey: 'hall',
  kind: 'run',
  name: 'Concert',
  date: '2026-05-12',
  key: '',
  repeat: 'day',
  count: '3',
  ...change,
});

describe('planEvents', () => {
  test('a daily run names each event after its date', () => {
    const plan = planEvents(run({ key: 'concert' }));
    expect(plan).toEqual({
      ok: true,
      events: [
        { eventKey: 'concert-2026-05-12', name: 'Concert, 12 May', date: '2026-05-12' },
        { eventKey: 'concert-2026-05-13', name: 'Concert, 13 May', date: '2026-05-13' },
        { eventKey: 'concert-2026-05-14', name: 'Concert, 14 May', date: '2026-05-14' },
      ],
    });
  });

  test('a weekly run steps seven days, across month and year ends with the year named', () => {
    const plan = planEvents(run({ date: '2026-12-24', repeat: 'week', count: '3' }));
    if (!plan.ok) throw new Error('expected a plan');
    expect(plan.events.map((e) => e.date)).toEqual(['2026-12-24', '2026-12-31', '2027-01-07']);
    expect(plan.events[2].name).toBe('Concert, 7 Jan 2027');
    expect(plan.events[0].eventKey).toBeUndefined();
  });

  test('a clock change does not shift a day', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-10-24', 7)).toBe('2026-10-31');
  });

  test('0 events, a non-number and more than the limit are refused with a sentence', () => {
    for (const [count, words] of [
      ['0', 'at least 1'],
      ['-2', 'at least 1'],
      ['2.5', 'at least 1'],
      ['', 'how many'],
      [String(MAX_EVENTS_PER_RUN + 1), `at most ${MAX_EVENTS_PER_RUN}`],
    ]) {
      const plan = planEvents(run({ count }));
      expect(plan.ok, count).toBe(false);
      if (!plan.ok) expect(plan.errors.count).toContain(words);
    }
    expect(planEvents(run({ count: String(MAX_EVENTS_PER_RUN) })).ok).toBe(true);
  });

  test('a run needs a chart, a name and a first date', () => {
    const plan = planEvents(run({ chartKey: '', name: ' ', date: '' }));
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(Object.keys(plan.errors).sort()).toEqual(['chartKey', 'date', 'name']);
  });

  test('a single event needs nothing but the chart; its key follows the contract', () => {
    const single = run({ kind: 'single', name: '', date: '', key: '' });
    expect(planEvents(single)).toEqual({
      ok: true,
      events: [{ eventKey: undefined, name: undefined, date: undefined }],
    });
    const dots = planEvents({ ...single, key: '..' });
    expect(dots.ok).toBe(false);
    if (!dots.ok) expect(dots.errors.key).toContain('must not be "." or ".."');
    const long = planEvents({ ...single, key: 'k'.repeat(251) });
    if (!long.ok) expect(long.errors.key).toContain('too long');
    else throw new Error('expected a refusal');
  });
});

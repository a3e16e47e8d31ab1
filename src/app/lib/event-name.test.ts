// How pickers name events: by name and date, the key only where two nights would read alike.
import { expect, test } from 'vitest';
import { pickerNames } from './event-name';

test('options read as name and date; the key is added only to tell two alike apart', () => {
  const names = pickerNames([
    { key: 'gala', name: 'Gala night', date: null },
    { key: 'hamlet-1', name: 'Hamlet', date: '2026-12-02' },
    { key: 'hamlet-1b', name: 'Hamlet', date: '2026-12-02' },
    { key: 'bare', name: null, date: null },
  ]);
  expect([...names.values()]).toEqual([
    'Gala night',
    'Hamlet · Dec 2, 2026 (hamlet-1)',
    'Hamlet · Dec 2, 2026 (hamlet-1b)',
    'bare',
  ]);
});

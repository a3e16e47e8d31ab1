// Which event a refusal names: the service's message names the object, the batch that was sent
// tells the event (or the events, when the batch changes the same label in several).
import { describe, expect, test } from 'vitest';
import { BOOKED } from '../../domain/model';
import { batchEventNamer, staffRefusal } from './refusal-text';

const alreadyBooked = (label: string) => ({
  code: 'OBJECT_ALREADY_IN_STATUS',
  message: `${label} is already booked`,
});

describe('refusals name the event from the batch sent', () => {
  const sent = [
    { event: 'fri', status: BOOKED, objects: ['A-1', 'A-4'] },
    { event: 'sat', status: BOOKED, objects: ['B-1', { objectId: 'GA1', quantity: 2 }] },
    { event: 'sat', status: BOOKED, objects: ['A-4'] },
  ];

  test('a label changed in one event names that event, by the name staff know when given', () => {
    expect(staffRefusal(alreadyBooked('B-1'), batchEventNamer(sent)).text).toBe(
      'B-1 in sat is already booked.',
    );
    const names: Record<string, string> = { fri: 'Friday', sat: 'Saturday' };
    const named = batchEventNamer(sent, (key) => names[key] ?? key);
    expect(staffRefusal(alreadyBooked('GA1'), named).text).toBe(
      'GA1 in Saturday is already booked.',
    );
  });

  test('a label changed in several events names each, in batch order', () => {
    expect(staffRefusal(alreadyBooked('A-4'), batchEventNamer(sent)).text).toBe(
      'A-4 in fri or sat is already booked.',
    );
  });

  test('a label the batch does not name, or no batch at all, names no event', () => {
    expect(staffRefusal(alreadyBooked('Z-9'), batchEventNamer(sent)).text).toBe(
      'Z-9 is already booked.',
    );
    expect(staffRefusal(alreadyBooked('A-1'), batchEventNamer(undefined)).text).toBe(
      'A-1 is already booked.',
    );
  });
});

import { expect, test } from 'vitest';
import { EventReportSampledSchema } from './reports';

const info = (label: string) => ({
  label,
  labels: { own: { label, type: 'seat' } },
  ids: { own: label },
  status: 'free',
  forSale: true,
  objectType: 'seat',
  isAvailable: true,
  availabilityReason: 'available',
});

test('a sampled detailed report accepts well-formed objects and keeps every one of them', () => {
  const objects = Array.from({ length: 5000 }, (_, i) => info(`A-${i}`));
  const parsed = EventReportSampledSchema.parse({ free: objects, booked: [] });
  expect(parsed.free).toHaveLength(5000);
  expect(parsed.booked).toEqual([]);
});

test('a malformed object at a sampled position is refused with its path', () => {
  const objects = Array.from({ length: 5000 }, (_, i) => info(`A-${i}`));
  objects[25] = { ...objects[25], status: 7 as unknown as string };
  const parsed = EventReportSampledSchema.safeParse({ free: objects });
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues[0].path).toEqual(['free', 25, 'status']);
});

test('a group that is not an array is refused', () => {
  expect(EventReportSampledSchema.safeParse({ free: { label: 'A-1' } }).success).toBe(false);
});

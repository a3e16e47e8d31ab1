import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { LIMITS } from '../../contract/limits';

// The list's search text and page cursor live in the URL, so a link reproduces the view.
const ListSearchSchema = z.object({
  q: z.string().trim().min(1).optional().catch(undefined),
  after: z.coerce.number().int().positive().optional().catch(undefined),
  before: z.coerce.number().int().positive().optional().catch(undefined),
  /** One day (`YYYY-MM-DD`), for lists that filter by date (the events list). */
  day: z.iso.date().optional().catch(undefined),
  /** One chart tag, for the chart lists. */
  tag: z.string().min(1).max(LIMITS.tagLength).optional().catch(undefined),
});
export type ListSearch = z.infer<typeof ListSearchSchema>;

export function useListSearch(): [ListSearch, (next: ListSearch) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = ListSearchSchema.parse({
    q: params.get('q') ?? undefined,
    after: params.get('after') ?? undefined,
    before: params.get('before') ?? undefined,
    day: params.get('day') ?? undefined,
    tag: params.get('tag') ?? undefined,
  });
  const update = (next: ListSearch) => {
    const out = new URLSearchParams();
    if (next.q) out.set('q', next.q);
    if (next.day) out.set('day', next.day);
    if (next.tag) out.set('tag', next.tag);
    if (next.after) out.set('after', String(next.after));
    else if (next.before) out.set('before', String(next.before));
    setParams(out);
  };
  return [parsed, update];
}

// Objects as staff type them, wherever they type them (the batch desk's rows and flows, the holds
// view's Move form): labels separated by commas, semicolons or new lines; ranges `A-1..A-8` (or
// `A-1..8`); a GA quantity `GA1 x 4`; a ticket type in brackets `A-1 (adult)`, `GA1 x 2 (child)`.
// Labels may hold spaces (`Section A-A-1`: a section's label is a prefix), so spaces never
// separate. The result is the wire's `objects` list (contract/status.ts ObjectRef).
import type { ObjectRef } from '../../contract/status';
import { expandRange } from './label-ranges';

export interface ParsedObjects {
  refs: ObjectRef[];
  /** Every label named, in order, once. */
  labels: string[];
  /** Labels given with a quantity (only GA areas take one). */
  quantified: string[];
  errors: string[];
}

// `label`, then optionally ` x 4` (or `×4`), then optionally ` (ticket type)`.
const ENTRY = /^(.*?)(?:\s+[x×]\s*(\S+))?(?:\s*\(([^()]*)\))?$/;

export function parseObjectInput(text: string): ParsedObjects {
  const refs: ObjectRef[] = [];
  const labels: string[] = [];
  const quantified: string[] = [];
  const errors: string[] = [];
  const named = new Set<string>();
  const name = (label: string) => {
    if (!named.has(label)) labels.push(label);
    named.add(label);
  };
  // A plain label named twice (`A-1, A-1` or a range over it) is a slip: the service would refuse a
  // seat listed twice in words about quantities. An area's places per ticket type are not a slip.
  const plain = new Set<string>();

  for (const raw of text.split(/[,;\n]/)) {
    const entry = raw.trim();
    if (!entry) continue;
    const [, target = '', quantityText, ticketText] = ENTRY.exec(entry) ?? [];
    const label = target.trim();
    const ticketType = ticketText?.trim();
    if (!label) {
      errors.push(`"${entry}" names no object.`);
      continue;
    }
    if (ticketText !== undefined && !ticketType) {
      errors.push(`"${entry}": the brackets are empty; write a ticket type like (adult).`);
      continue;
    }
    let quantity: number | undefined;
    if (quantityText !== undefined) {
      if (!/^\d+$/.test(quantityText) || Number(quantityText) < 1) {
        errors.push(`"${entry}": the quantity after x must be a whole number of at least 1.`);
        continue;
      }
      quantity = Number(quantityText);
    }
    const expanded = label.includes('..') ? expandRange(label) : [label];
    if (typeof expanded === 'string') {
      errors.push(expanded);
      continue;
    }
    if (quantity !== undefined && expanded.length > 1) {
      errors.push(`"${entry}": a quantity goes with one GA area, not with a range.`);
      continue;
    }
    const plainEntry = quantity === undefined && ticketType === undefined;
    const twice = plainEntry ? expanded.find((one) => plain.has(one)) : undefined;
    if (twice !== undefined) {
      errors.push(`${twice} is named twice.`);
      continue;
    }
    for (const one of expanded) {
      name(one);
      if (quantity !== undefined) quantified.push(one);
      if (plainEntry) {
        plain.add(one);
        refs.push(one);
      } else
        refs.push({
          objectId: one,
          ...(quantity && { quantity }),
          ...(ticketType && { ticketType }),
        });
    }
  }
  return { refs, labels, quantified, errors };
}

/** The wire list back as text, for rows built by flows and undo. */
export function formatObjects(refs: readonly ObjectRef[]): string {
  return refs
    .map((ref) => {
      if (typeof ref === 'string') return ref;
      const quantity = ref.quantity !== undefined ? ` x ${ref.quantity}` : '';
      const ticket = ref.ticketType !== undefined ? ` (${ref.ticketType})` : '';
      return `${ref.objectId}${quantity}${ticket}`;
    })
    .join(', ');
}

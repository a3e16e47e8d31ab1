// The one rule of a move that changes category (and so, most often, the price): which seats
// change, in staff words, and whether staff accepted exactly those changes. Every move the back
// office offers (the holds view's Move, the batch desk's "Move a booking") asks it before anything
// is sent; a move that keeps its categories passes without a question.
import type { ObjectInfoWire } from '../../contract/status';

/** Old seats of one category taken over by new seats of another. */
export interface CategoryMove {
  fromCategory: string;
  toCategory: string;
  /** The old seats (empty: new seats added in a category the order had none of). */
  from: string[];
  to: string[];
}

const NO_CATEGORY = 'no category';

/** A category as staff know it: its name; the key only where the chart gave it no name. */
function categoryOf(info: ObjectInfoWire): string {
  return (
    info.categoryLabel ??
    (info.categoryKey !== undefined ? `category ${info.categoryKey}` : NO_CATEGORY)
  );
}

/** Takes from `infos` as many of `category` as `count`; returns what is left, in order. */
function without(infos: readonly ObjectInfoWire[], category: string, count: number) {
  let left = count;
  return infos.filter((info) => {
    if (left > 0 && categoryOf(info) === category) {
      left -= 1;
      return false;
    }
    return true;
  });
}

/**
 * What a move from `before` (the seats it releases) to `after` (the seats it takes) does to
 * categories. Seats are matched category for category first, whatever order they were typed in;
 * what is left is paired in order (each old seat becomes a new one of another category). New seats
 * beyond the old ones count only when the order had no seat of their category; fewer seats is no
 * change of category.
 */
export function categoryChanges(
  before: readonly ObjectInfoWire[],
  after: readonly ObjectInfoWire[],
): CategoryMove[] {
  let oldLeft = [...before];
  let newLeft = [...after];
  for (const category of new Set(before.map(categoryOf))) {
    const olds = oldLeft.filter((info) => categoryOf(info) === category).length;
    const news = newLeft.filter((info) => categoryOf(info) === category).length;
    const kept = Math.min(olds, news);
    oldLeft = without(oldLeft, category, kept);
    newLeft = without(newLeft, category, kept);
  }
  const had = new Set(before.map(categoryOf));
  const moves = new Map<string, CategoryMove>();
  newLeft.forEach((info, i) => {
    const old = oldLeft[i];
    const toCategory = categoryOf(info);
    if (!old && had.has(toCategory)) return;
    const fromCategory = old ? categoryOf(old) : '';
    const key = JSON.stringify([fromCategory, toCategory]);
    const move = moves.get(key) ?? { fromCategory, toCategory, from: [], to: [] };
    if (old) move.from.push(old.label);
    move.to.push(info.label);
    moves.set(key, move);
  });
  return [...moves.values()];
}

const and = (labels: readonly string[]) =>
  labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

/** "C-3 and C-4 move from Cat2 to Cat1 (as A-3 and A-4)." */
export function describeCategoryMove(move: CategoryMove): string {
  if (move.from.length === 0) {
    const verb = move.to.length === 1 ? 'is' : 'are';
    return `${and(move.to)} ${verb} added in ${move.toCategory}, a category the order had no seat in.`;
  }
  const verb = move.from.length === 1 ? 'moves' : 'move';
  return `${and(move.from)} ${verb} from ${move.fromCategory} to ${move.toCategory} (as ${and(move.to)}).`;
}

/** The categories the order keeps seats in, for "choose seats in Cat2" (the old seats' names). */
function formerCategories(moves: readonly CategoryMove[]): string {
  return and([...new Set(moves.map((move) => move.fromCategory).filter(Boolean))]);
}

/** The sentence a move is refused with when staff did not accept its change of category. */
export function notAcceptedText(
  moves: readonly CategoryMove[],
  nothingDone = 'Nothing was moved',
): string {
  const former = formerCategories(moves);
  return `${nothingDone}: accept the change of category first${
    former ? `, or choose seats in ${former}` : ''
  }.`;
}

/**
 * Whether the move may go: it changes no category, or staff accepted exactly these changes (an
 * acceptance given for other seats does not carry over to a move edited since).
 */
export function moveMayGo(
  moves: readonly CategoryMove[],
  accepted: readonly CategoryMove[] | null,
): boolean {
  return moves.length === 0 || sameMoves(moves, accepted);
}

export function sameMoves(a: readonly CategoryMove[] | null, b: readonly CategoryMove[] | null) {
  return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}

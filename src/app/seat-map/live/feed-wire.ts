// The live feed's wire as the back office reads it: the contract's schemas (docs/live-feed.md),
// with a GA area's places read as the domain's GaPlaces.
import type { GaPlaces } from '../../../domain/model';

export {
  type FeedChange,
  FeedChangeSchema,
  FeedChangesPageSchema,
  type FeedObject as ObjectChange,
  type StatusSnapshot,
  type StatusSnapshotAnswer,
  StatusSnapshotAnswerSchema,
  StatusSnapshotSchema,
} from '../../../contract/live-feed';

/** A GA area's places as the feed carries them (stored as the service keeps them). */
export const placesOf = (value: unknown): GaPlaces | undefined =>
  value && typeof value === 'object' ? (value as GaPlaces) : undefined;

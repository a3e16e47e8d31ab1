export type {
  BestAvailableSpec,
  ChannelRule,
  EventForChoice,
} from './candidates';
export {
  BEST_AVAILABLE_OBJECTS_NOT_FOUND,
  type BestAvailableChoice,
  type ChosenRef,
  chooseBestAvailable,
} from './choose';
export type { KnownMarks } from './scan';
export { labelsToRead, type SeatMarks, seatMarksOf, stepSeatMarks } from './seat-marks';

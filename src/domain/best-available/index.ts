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
  windowSizes,
} from './choose';
export { linesOf } from './rows';
export type { KnownMarks } from './scan';
export { labelsToRead, type SeatMarks, seatMarksOf, stepSeatMarks } from './seat-marks';
export {
  keepRankedWindows,
  keptRankedWindows,
  type RankedWindows,
  rankWindows,
  type WindowFacts,
} from './windows';

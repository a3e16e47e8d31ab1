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

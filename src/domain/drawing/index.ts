// Drawing → bookable objects as seats.io derives them, and the drawing helpers built around it.

export { firstOfEachLabelSteps, setByLabel } from './by-label';
export {
  CATEGORY_COLOURS,
  CategoryIndex,
  defaultCategoryColour,
  drawingCategories,
  withCategories,
} from './categories';
export { type DuplicateLabel, duplicateLabels, sellableChart } from './duplicates';
export { DrawingError } from './errors';
export { type FlattenObserver, flattenDrawing, flattenSteps } from './flatten';
export { type GenerateOptions, generateDrawing } from './generate';
export { distanceToFocalPoint, type Point, pointOf, shapeCentre } from './geometry';
export { isRecord, type JsonObject, optionalNumber, optionalText } from './read';
export type { Scope, SectionScope } from './scope';
export { runSteps, type Steps } from './steps';

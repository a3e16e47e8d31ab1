/**
 * A drawing that cannot be turned into bookable objects. The message names the offending place
 * in the drawing, e.g. `drawing.subChart.rows[3].seats must be an array`, so an API can pass it on
 * to the caller unchanged.
 */
export class DrawingError extends Error {
  override readonly name = 'DrawingError';
}

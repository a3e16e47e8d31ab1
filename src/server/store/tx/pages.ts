// How the port's lists are asked for and answered: pages by id, forward and back (store/paging.ts).

export interface PageQuery {
  limit: number;
  startAfterId?: number;
  endBeforeId?: number;
  /** Case-insensitive substring of the key or the name. */
  search?: string;
}

export interface Page<T> {
  items: T[];
  /** Id of the last item when more follow. */
  nextPageStartsAfter?: number;
  /** Id of the first item when earlier items exist. */
  previousPageEndsBefore?: number;
}

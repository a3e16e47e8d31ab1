import { z } from 'zod';
import {
  CategoryListSchema,
  type CategoryUpdate,
  ChartPageSchema,
  ChartSchema,
  ChartTagListSchema,
  ChartValidationSchema,
  type CreateChart,
  type NewCategory,
  type UpdateChart,
} from '../contract/charts';
import { type Query, seg, type Transport } from './transport';

export interface ListQuery {
  limit?: number;
  startAfterId?: number;
  endBeforeId?: number;
  /** Substring of the key or the name. */
  filter?: string;
  expand?: string;
  /** Charts carrying this tag only (the chart lists). */
  tag?: string;
}

export function pageQuery(query: ListQuery = {}): Query {
  return {
    limit: query.limit,
    start_after_id: query.startAfterId,
    end_before_id: query.endBeforeId,
    filter: query.filter,
    expand: query.expand,
    tag: query.tag,
  };
}

const Drawing = z.record(z.string(), z.unknown());

export class ChartsApi {
  constructor(private readonly t: Transport) {}

  create(body: CreateChart = {}) {
    return this.t.json({ method: 'POST', path: '/charts', body }, ChartSchema);
  }
  /** Creates the chart from a designer drawing, or replaces its published drawing. */
  upload(key: string, drawing: unknown) {
    return this.t.empty({
      method: 'POST',
      path: `/system/public/charts/${seg(key)}`,
      body: drawing,
    });
  }
  /** `upload` of a drawing given as its JSON text's bytes (a file read off the page's thread). */
  uploadJson(key: string, drawing: ArrayBuffer) {
    return this.t.empty({
      method: 'POST',
      path: `/system/public/charts/${seg(key)}`,
      jsonBytes: drawing,
    });
  }
  update(key: string, body: UpdateChart) {
    return this.t.empty({ method: 'POST', path: `/charts/${seg(key)}`, body });
  }
  retrieve(key: string, options: { expandEvents?: boolean } = {}) {
    const query = options.expandEvents ? { expand: 'events' } : undefined;
    return this.t.json({ method: 'GET', path: `/charts/${seg(key)}`, query }, ChartSchema);
  }
  drawing(key: string, version: 'published' | 'draft' = 'published') {
    return this.t.json({ method: 'GET', path: `/charts/${seg(key)}/version/${version}` }, Drawing);
  }
  /**
   * The drawing's bytes (UTF-8 JSON) as sent: the seat map decodes and parses a venue's drawing
   * in a worker, off the page's thread.
   */
  drawingBytes(key: string, version: 'published' | 'draft' = 'published') {
    return this.t.bytes({ method: 'GET', path: `/charts/${seg(key)}/version/${version}` });
  }
  /**
   * The drawing's answer with its body unread: the seat map reads Seatdesk's label digest header
   * (LABELS_DIGEST_HEADER) before the 13 MB of a big venue arrive; a seats.io region sends none.
   */
  drawingAnswer(key: string, version: 'published' | 'draft' = 'published') {
    return this.t.response({ method: 'GET', path: `/charts/${seg(key)}/version/${version}` });
  }
  /** Refused (400 PUBLISH_DROPS_BOOKED_OBJECTS) when the draft drops booked or held objects. */
  publishDraft(key: string, options: { dropBookedObjects?: boolean } = {}) {
    return this.t.empty({
      method: 'POST',
      path: `/charts/${seg(key)}/version/draft/actions/publish`,
      query: options.dropBookedObjects ? { dropBookedObjects: true } : undefined,
    });
  }
  /** Chart validation: the rules that fail, and the labels given to more than one object. */
  validate(key: string, version: 'published' | 'draft' = 'published') {
    return this.t.json(
      { method: 'POST', path: `/charts/${seg(key)}/version/${version}/actions/validate` },
      ChartValidationSchema,
    );
  }
  discardDraft(key: string) {
    return this.t.empty({
      method: 'POST',
      path: `/charts/${seg(key)}/version/draft/actions/discard`,
    });
  }
  list(query?: ListQuery) {
    return this.t.json(
      { method: 'GET', path: '/charts', query: pageQuery(query) },
      ChartPageSchema,
    );
  }
  listArchive(query?: ListQuery) {
    return this.t.json(
      { method: 'GET', path: '/charts/archive', query: pageQuery(query) },
      ChartPageSchema,
    );
  }
  moveToArchive(key: string) {
    return this.t.empty({ method: 'POST', path: `/charts/${seg(key)}/actions/move-to-archive` });
  }
  moveOutOfArchive(key: string) {
    return this.t.empty({
      method: 'POST',
      path: `/charts/${seg(key)}/actions/move-out-of-archive`,
    });
  }
  async listCategories(key: string) {
    const body = await this.t.json(
      { method: 'GET', path: `/charts/${seg(key)}/categories` },
      CategoryListSchema,
    );
    return body.categories;
  }
  addCategory(key: string, category: NewCategory) {
    return this.t.empty({ method: 'POST', path: `/charts/${seg(key)}/categories`, body: category });
  }
  updateCategory(key: string, categoryKey: string | number, update: CategoryUpdate) {
    return this.t.empty({
      method: 'POST',
      path: `/charts/${seg(key)}/categories/${seg(categoryKey)}`,
      body: update,
    });
  }
  removeCategory(key: string, categoryKey: string | number) {
    return this.t.empty({
      method: 'DELETE',
      path: `/charts/${seg(key)}/categories/${seg(categoryKey)}`,
    });
  }
  /** Every tag a chart of the workspace carries, once. */
  async listTags() {
    const body = await this.t.json({ method: 'GET', path: '/charts/tags' }, ChartTagListSchema);
    return body.tags;
  }
  addTag(key: string, tag: string) {
    return this.t.empty({ method: 'POST', path: `/charts/${seg(key)}/tags/${seg(tag)}` });
  }
  removeTag(key: string, tag: string) {
    return this.t.empty({ method: 'DELETE', path: `/charts/${seg(key)}/tags/${seg(tag)}` });
  }
  /** A new chart from the published version (or the draft), named "<name> (copy)". */
  copy(key: string, version: 'published' | 'draft' = 'published') {
    return this.t.json(
      { method: 'POST', path: `/charts/${seg(key)}/version/${version}/actions/copy` },
      ChartSchema,
    );
  }
}

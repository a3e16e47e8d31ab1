// A designer drawing file as the import reads it: unpacked when gzipped, parsed, judged by the
// upload's own rules (domain/drawing/upload-check.ts, the code the service runs), summed up by
// category and laid out for the preview. Pure apart from the gzip stream: run in the import worker,
// or inline where there is no Worker (the component tests' DOM).
import { DrawingMetaSchema } from '../../../contract/charts';
import { type DuplicateLabel, duplicateLabels } from '../../../domain/drawing';
import { checkUploadedDrawing } from '../../../domain/drawing/upload-check';
import { DomainError } from '../../../domain/errors';
import type { ChartObject, FlatChart } from '../../../domain/model';
// The map's data room directly, not its door: this runs in the import worker (no document there).
import { chartMapOf, type LaidOutChart } from '../../seat-map/data/chart-map';

export interface ImportedCategory {
  /** Absent for the seats of no category (or of a category the list does not have). */
  key?: string;
  label: string;
  color?: string;
  seats: number;
}

export interface DrawingSummary {
  name: string;
  venueType: string;
  /** Seats, booths and the capacity of general-admission areas, once per label. */
  seats: number;
  categories: ImportedCategory[];
  duplicates: DuplicateLabel[];
  /** The drawing's JSON text in bytes, as it will be sent. */
  bytes: number;
  gzipped: boolean;
}

export type DrawingFileVerdict =
  | { ok: true; summary: DrawingSummary; chart: LaidOutChart; json: ArrayBuffer }
  | { ok: false; problem: string };

const NOT_A_DRAWING = 'This file is not a chart drawing from the seats.io designer';

export async function readDrawingFile(file: ArrayBuffer): Promise<DrawingFileVerdict> {
  if (file.byteLength === 0) return refuse('The file is empty.');
  const gzipped = isGzip(file);
  let json: ArrayBuffer;
  try {
    json = gzipped ? await gunzip(file) : file;
  } catch (error) {
    return refuse(`The file looks gzipped but could not be unpacked (${messageOf(error)}).`);
  }
  let drawing: unknown;
  try {
    drawing = JSON.parse(new TextDecoder().decode(json));
  } catch {
    return refuse(`${NOT_A_DRAWING}: it is not JSON text.`);
  }
  if (drawing === null || typeof drawing !== 'object' || Array.isArray(drawing)) {
    return refuse(`${NOT_A_DRAWING}: it holds ${kindOf(drawing)}, not a drawing.`);
  }
  const meta = DrawingMetaSchema.safeParse(drawing);
  if (!meta.success) {
    const issue = meta.error.issues[0];
    return refuse(
      `The drawing's ${issue.path.join('.') || 'text'} is not accepted: ${issue.message}.`,
    );
  }
  let chart: FlatChart;
  try {
    chart = checkUploadedDrawing(drawing, meta.data.categories?.list ?? []);
  } catch (error) {
    return refuse(refusalOf(error));
  }
  const record = drawing as Record<string, unknown>;
  return {
    ok: true,
    json,
    chart: chartMapOf(drawing),
    summary: {
      name: typeof record.name === 'string' ? record.name : 'Untitled chart',
      venueType: typeof record.venueType === 'string' ? record.venueType : 'SIMPLE',
      ...seatsByCategory(chart),
      duplicates: duplicateLabels(chart),
      bytes: json.byteLength,
      gzipped,
    },
  };
}

const refuse = (problem: string): DrawingFileVerdict => ({ ok: false, problem });

/** The upload check's refusals, in the words a manager reads. */
function refusalOf(error: unknown): string {
  const message = messageOf(error);
  if (!(error instanceof DomainError)) return `The drawing could not be read: ${message}.`;
  if (/drawing must have a subChart or subChartFloors/.test(message)) {
    return `${NOT_A_DRAWING}: it has no seating plan in it.`;
  }
  if (error.code === 'DRAWING_TOO_LARGE') return `${message}.`;
  return `The service would refuse this drawing: ${message.replace(/^Invalid drawing: /, '')}.`;
}

/** Places as the chart report counts them with tables by seat: each label once. */
function seatsByCategory(chart: FlatChart): { seats: number; categories: ImportedCategory[] } {
  const byKey = new Map<string, ImportedCategory>(
    chart.categories.map((c) => [
      String(c.key),
      { key: String(c.key), label: c.label, color: c.color, seats: 0 },
    ]),
  );
  const none: ImportedCategory = { label: 'No category', seats: 0 };
  let seats = 0;
  for (const obj of chart.objects) {
    if (obj.objectType === 'table' || chart.byLabel.get(obj.label) !== obj) continue;
    const places = placesOf(obj);
    seats += places;
    const category = (obj.categoryKey && byKey.get(obj.categoryKey)) || none;
    category.seats += places;
  }
  const categories = [...byKey.values()];
  if (none.seats > 0) categories.push(none);
  return { seats, categories };
}

const placesOf = (obj: ChartObject) =>
  obj.objectType === 'generalAdmission' ? (obj.capacity ?? 0) : 1;

function isGzip(file: ArrayBuffer): boolean {
  const head = new Uint8Array(file, 0, Math.min(2, file.byteLength));
  return head[0] === 0x1f && head[1] === 0x8b;
}

async function gunzip(file: ArrayBuffer): Promise<ArrayBuffer> {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(new Uint8Array(file));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'string' ? 'a piece of text' : `a ${typeof value}`;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The file the manager dropped or picked, as the page names it. */
export interface ChosenFile {
  name: string;
  size: number;
}

// The map canvas's pointer: a drag (with Shift, or in area mode) draws a selection rectangle and
// selects what it covers; a click selects the object under the pointer (hit-tested through the
// spatial index), a double click opens it, or zooms to the section under the pointer.
import { type MouseEvent, type PointerEvent, type RefObject, useRef } from 'react';
import type { Bounds, MapObject, Point, SeatMapIndex } from '../../../domain/seat-map/types';
import type { FloorData } from '../render/floor-data';
import type { MapPainter } from '../render/map-painter';
import { LEGIBLE_RADIUS, rectBetween, toChart } from '../render/viewport';
import { sectionAt, sectionBounds } from './section-hit';

const DRAG_THRESHOLD = 4;

interface PointerProps {
  canvas: HTMLCanvasElement | null;
  index: SeatMapIndex;
  floors: FloorData[];
  floor: number;
  seatRadius: number;
  painter: MapPainter;
  requestDraw: () => void;
  areaMode: boolean;
  canSelect: boolean;
  controlsRef: RefObject<{ zoomTo(bounds: Bounds): void } | null>;
  onHover: (object: MapObject | undefined) => void;
  onClickObject: (object: MapObject, additive: boolean) => void;
  onRectangle: (objects: MapObject[]) => void;
  onDoubleClickObject: (object: MapObject) => void;
}

export function useCanvasPointer(props: PointerProps) {
  const { canvas, index, floor, floors, seatRadius, painter, requestDraw } = props;
  const pointer = useRef<{ start: Point; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const local = (event: { clientX: number; clientY: number }): Point => {
    const box = canvas?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };
  const hit = (at: Point) => index.objectAt(floor, toChart(painter.transform, at));

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 || !props.canSelect || !(props.areaMode || event.shiftKey)) return;
    pointer.current = { start: local(event), moved: false };
    canvas?.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const at = local(event);
    const drag = pointer.current;
    if (drag) {
      drag.moved ||= Math.hypot(at.x - drag.start.x, at.y - drag.start.y) > DRAG_THRESHOLD;
      painter.dragRect = drag.moved ? rectBetween(drag.start, at) : undefined;
      requestDraw();
      return;
    }
    if (event.buttons === 0) props.onHover(hit(at));
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const drag = pointer.current;
    pointer.current = null;
    if (!drag?.moved) return;
    const t = painter.transform;
    const rect = rectBetween(toChart(t, drag.start), toChart(t, local(event)));
    painter.dragRect = undefined;
    suppressClick.current = true;
    requestDraw();
    props.onRectangle(index.objectsIn(floor, rect));
  };
  const onClick = (event: MouseEvent<HTMLCanvasElement>) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    const object = hit(local(event));
    if (object) props.onClickObject(object, event.shiftKey || event.ctrlKey || event.metaKey);
  };
  const onDoubleClick = (event: MouseEvent<HTMLCanvasElement>) => {
    const at = local(event);
    const object = hit(at);
    if (object) return props.onDoubleClickObject(object);
    const t = painter.transform;
    const section = sectionAt(
      floors[floor]?.sections ?? [],
      at,
      t,
      seatRadius * t.k < LEGIBLE_RADIUS,
    );
    const box = section && sectionBounds(section, floors[floor]?.objects ?? []);
    if (box) props.controlsRef.current?.zoomTo(box);
  };

  return { onPointerDown, onPointerMove, onPointerUp, onClick, onDoubleClick };
}

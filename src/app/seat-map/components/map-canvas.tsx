// The map's one focusable canvas: sized to its container at the screen's pixel ratio, redrawn in
// requestAnimationFrame only when something changed, panned and zoomed by d3-zoom, hit-tested
// through the spatial index (no DOM node per seat).
import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type {
  Bounds,
  MapObject,
  Point,
  SeatMapIndex,
  SeatMapLayout,
} from '../../../domain/seat-map/types';
import { observeSize } from '../../lib/observe-size';
import { focusTransform } from '../interaction/focus';
import { useCanvasPointer } from '../interaction/use-canvas-pointer';
import { useMapZoom } from '../interaction/use-map-zoom';
import { readColours } from '../render/draw-shapes';
import { type FloorData, selectedOnFloor, typicalSeatRadius } from '../render/floor-data';
import { type FrameInput, MapPainter } from '../render/map-painter';
import type { MapPaint } from '../render/paint';
import { fitTransform, keepInView, scaleExtent, toScreen, type ViewSize } from '../render/viewport';

export interface MapViewControls {
  fit(): void;
  zoomBy(factor: number): void;
  zoomTo(bounds: Bounds): void;
  keepInView(object: MapObject): void;
  /** Where a chart point is on screen, relative to the canvas. */
  screenOf(point: Point): Point;
}

interface MapCanvasProps {
  layout: SeatMapLayout;
  index: SeatMapIndex;
  /** Per floor, computed once per layout by the widget (floor-data.ts). */
  floors: FloorData[];
  floor: number;
  paint: MapPaint;
  selection: ReadonlySet<string>;
  focused?: MapObject;
  hovered?: MapObject;
  /** Drags draw a selection rectangle (Shift does it too, when selecting is allowed). */
  areaMode: boolean;
  canSelect: boolean;
  label: string;
  describedBy: string;
  controlsRef: RefObject<MapViewControls | null>;
  /** Zoomed to once per `key`, after the first fit (a page's "show me these"). */
  focus?: { box: Bounds; key: string };
  onHover: (object: MapObject | undefined) => void;
  onClickObject: (object: MapObject, additive: boolean) => void;
  onRectangle: (objects: MapObject[]) => void;
  onDoubleClickObject: (object: MapObject) => void;
  onKeyDown: (event: KeyboardEvent<HTMLCanvasElement>) => void;
  /** The keyboard focus left the map (to the page's buttons, say). */
  onBlur?: () => void;
  onViewStart: () => void;
}

export function MapCanvas(props: MapCanvasProps) {
  const { layout, floors, floor, paint, selection, focused, hovered } = props;
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [size, setSize] = useState<ViewSize>({ width: 0, height: 0 });
  const seatRadius = useMemo(() => typicalSeatRadius(layout), [layout]);
  const bounds = layout.floors[floor]?.bounds ?? layout.floors[0].bounds;
  const fitted = fitTransform(bounds, size);
  const extent = scaleExtent(fitted.k, seatRadius);
  const selected = useMemo(
    () => selectedOnFloor(selection, layout, floor),
    [selection, layout, floor],
  );

  const painter = useRef<MapPainter>(null as unknown as MapPainter);
  painter.current ??= new MapPainter();
  const scheduled = useRef(0);
  const latest = useRef<FrameInput>(null as unknown as FrameInput);
  latest.current = { ...props, floors, size, selected, seatRadius };

  const frames = useRef(0);
  /** Set once the canvas has its size and the view was fitted to it (the fit effect below). */
  const viewFitted = useRef(false);
  const draw = useCallback(() => {
    scheduled.current = 0;
    // Before the fit there is nothing worth showing: the view is still the identity transform (a
    // corner of the chart at scale 1) or the canvas has no size, and that frame cost a full
    // draw before the real first one.
    if (!canvas || !viewFitted.current) return;
    painter.current.draw(canvas, latest.current);
    // Read by bench:map and the end-to-end specs: how many frames, when the last one was and
    // its view, the first and its view, and the first with the statuses.
    const now = String(Math.round(performance.now()));
    const t = painter.current.transform;
    const view = `${t.k},${t.x},${t.y}`;
    canvas.dataset.frames = String(++frames.current);
    canvas.dataset.drawnAt = now;
    canvas.dataset.view = view;
    canvas.dataset.firstView ??= view;
    canvas.dataset.firstDrawnAt ??= now;
    if (!latest.current.paint.pending) canvas.dataset.colouredAt ??= now;
  }, [canvas]);

  const requestDraw = useCallback(() => {
    if (scheduled.current || typeof requestAnimationFrame !== 'function') return;
    scheduled.current = requestAnimationFrame(draw);
  }, [draw]);
  useEffect(() => () => cancelAnimationFrame(scheduled.current), []);
  useEffect(() => {
    const current = painter.current;
    current.onSharpened = requestDraw;
    return () => current.dispose();
  }, [requestDraw]);

  const zoom = useMapZoom(canvas, {
    extent,
    dragSelects: (event) => props.canSelect && (props.areaMode || event.shiftKey),
    onChange: (t) => {
      painter.current.transform = t;
      requestDraw();
    },
    onStart: props.onViewStart,
  });

  // Size: the container's, at the screen's pixel ratio (sharp on HiDPI screens).
  useEffect(() => {
    const stage = canvas?.parentElement;
    if (!canvas || !stage) return;
    return observeSize(stage, ({ width, height }) => {
      const dpr = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
      requestDraw();
    });
  }, [canvas, requestDraw]);

  // Colours from the theme; again when the system switches between light and dark.
  useEffect(() => {
    if (!canvas) return;
    const read = () => {
      painter.current.colours = readColours(canvas);
      requestDraw();
    };
    read();
    const media =
      typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
    media?.addEventListener('change', read);
    return () => media?.removeEventListener('change', read);
  }, [canvas, requestDraw]);

  // A new floor or a chart of another size is shown whole; a refresh of the same chart keeps the view.
  const fitKey = `${floor}:${bounds.minX},${bounds.minY},${bounds.maxX},${bounds.maxY}:${size.width}x${size.height}`;
  const lastFit = useRef('');
  useEffect(() => {
    if (size.width === 0 || lastFit.current === fitKey) return;
    const sameChart =
      lastFit.current.split(':').slice(0, 2).join(':') === fitKey.split(':').slice(0, 2).join(':');
    lastFit.current = fitKey;
    if (!sameChart || zoom.current().k < extent[0]) zoom.set(fitTransform(bounds, size));
    viewFitted.current = true;
    requestDraw();
  });

  /** The smallest pan that brings the object inside the stage; none when it already is. */
  const keepObjectInView = (object: MapObject) => {
    const next = keepInView(painter.current.transform, object, size);
    if (next !== painter.current.transform) zoom.set(next);
  };

  // The stage resized under the keyboard's focus (a window narrowed, a phone turned): the focused
  // seat stays in sight, with its card beside it, instead of being left beyond the stage's edge.
  const lastSize = useRef(size);
  useEffect(() => {
    if (lastSize.current === size) return;
    lastSize.current = size;
    if (size.width === 0 || !focused) return;
    keepObjectInView(focused);
  });

  // After the fit above, so a focus given with the first layout is not undone by it.
  const lastFocus = useRef('');
  useEffect(() => {
    const focus = props.focus;
    if (size.width === 0 || !focus || lastFocus.current === focus.key) return;
    lastFocus.current = focus.key;
    zoom.set(focusTransform(focus.box, size, fitted.k, seatRadius));
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: each of these changes the picture
  useEffect(requestDraw, [requestDraw, layout, paint, selected, focused, hovered, floor, size]);

  props.controlsRef.current = {
    fit: () => zoom.set(fitTransform(bounds, size)),
    zoomBy: (factor) => zoom.scaleBy(factor),
    zoomTo: (target) => zoom.set(fitTransform(target, size)),
    keepInView: keepObjectInView,
    screenOf: (point) => toScreen(painter.current.transform, point),
  };

  const pointer = useCanvasPointer({
    ...props,
    canvas,
    seatRadius,
    painter: painter.current,
    requestDraw,
  });

  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: the map is one composite widget that handles its own keys (WAI-ARIA "application")
    <canvas
      ref={setCanvas}
      className="seat-map-canvas"
      tabIndex={0}
      role="application"
      aria-label={props.label}
      aria-roledescription="seat map"
      aria-describedby={props.describedBy}
      style={{ width: size.width || undefined, height: size.height || undefined }}
      onKeyDown={props.onKeyDown}
      {...pointer}
      onPointerLeave={() => props.onHover(undefined)}
      onBlur={props.onBlur}
    />
  );
}

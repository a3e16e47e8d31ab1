// Pan and zoom by d3-zoom (wheel, pinch, drag, touch), bound to the map's canvas. The transform
// lives in a ref, not in React state: a pan fires 60 events a second and only the canvas redraws.
import { select } from 'd3-selection';
import { type ZoomBehavior, zoom, zoomIdentity, zoomTransform } from 'd3-zoom';
import { useEffect, useRef } from 'react';
import { IDENTITY, type ViewTransform } from '../render/viewport';

export interface ZoomControls {
  current(): ViewTransform;
  /** Jumps to a transform (clamped to the scale extent). */
  set(t: ViewTransform): void;
  /** Zooms around the centre of the view. */
  scaleBy(factor: number): void;
}

interface ZoomOptions {
  extent: [number, number];
  /** True while a drag should draw a selection rectangle instead of panning. */
  dragSelects: (event: MouseEvent | TouchEvent) => boolean;
  onChange: (t: ViewTransform) => void;
  onStart: () => void;
}

export function useMapZoom(canvas: HTMLCanvasElement | null, options: ZoomOptions): ZoomControls {
  const behaviour = useRef<ZoomBehavior<HTMLCanvasElement, unknown> | null>(null);
  const canvasRef = useRef(canvas);
  canvasRef.current = canvas;
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!canvas) return;
    const zoomer = zoom<HTMLCanvasElement, unknown>()
      .filter((event: MouseEvent | TouchEvent | WheelEvent) => {
        if (event.type === 'wheel') return true;
        if ('button' in event && event.button) return false;
        if (event instanceof MouseEvent && event.ctrlKey) return false;
        return !latest.current.dragSelects(event);
      })
      .clickDistance(4)
      .on('start', (event: { sourceEvent: Event | null }) => {
        if (event.sourceEvent) latest.current.onStart();
      })
      .on('zoom', (event: { transform: ViewTransform }) => {
        const { k, x, y } = event.transform;
        latest.current.onChange({ k, x, y });
      });
    const selection = select(canvas);
    selection.call(zoomer).on('dblclick.zoom', null);
    behaviour.current = zoomer;
    return () => {
      selection.on('.zoom', null);
      behaviour.current = null;
    };
  }, [canvas]);

  const [low, high] = options.extent;
  useEffect(() => {
    behaviour.current?.scaleExtent([low, high]);
  }, [low, high]);

  const controls = useRef<ZoomControls>({
    current: () => (canvasRef.current ? zoomTransform(canvasRef.current) : IDENTITY),
    set: (t) => {
      const zoomer = behaviour.current;
      const element = canvasRef.current;
      if (!zoomer || !element) return latest.current.onChange(t);
      select(element).call(zoomer.transform, zoomIdentity.translate(t.x, t.y).scale(t.k));
    },
    scaleBy: (factor) => {
      const zoomer = behaviour.current;
      const element = canvasRef.current;
      if (zoomer && element) select(element).call(zoomer.scaleBy, factor);
    },
  });
  // The extent must hold before the first set() of a new layout.
  behaviour.current?.scaleExtent([low, high]);
  return controls.current;
}

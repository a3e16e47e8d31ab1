// The seat map widget (loaded lazily through components/lazy-seat-map.tsx): toolbar, legend, the canvas or the list,
// the hover card, the selection bar and the live region. The page owns the selection and colours.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { indexSeatMap } from '../../../domain/seat-map/spatial-index';
import type { MapObject, MapSection } from '../../../domain/seat-map/types';
import { focusOf } from '../interaction/focus';
import { keyInstructions } from '../interaction/map-keys';
import { sectionBounds } from '../interaction/section-hit';
import {
  clickSelection,
  everySelectable,
  type Grouping,
  membersOf,
  summariseSelection,
  toggled,
  withAll,
} from '../interaction/selection-ops';
import { useMapKeyboard } from '../interaction/use-map-keyboard';
import { floorData } from '../render/floor-data';
import { shapeRadius } from '../render/viewport';
import { type CardTarget, HoverCard } from './hover-card';
import { ListView } from './list-view';
import { MapCanvas, type MapViewControls } from './map-canvas';
import { EmptyMapNotice, SkippedNotice } from './map-notices';
import { MapLegend, MapToolbar, type MapView } from './map-toolbar';
import type { SeatMapProps } from './seat-map-props';
import { SelectionBar } from './selection-bar';
import './seat-map.css';

/** How long the hover card waits before it goes, so the pointer can reach its button. */
const CARD_LINGER_MS = 300;

/** An object's centre and radius in screen pixels at the current zoom, for its card. */
function locateCard(controls: MapViewControls | null, object: MapObject): CardTarget {
  if (!controls) return { at: { x: 0, y: 0 }, reach: 0 };
  const at = controls.screenOf(object);
  const edge = controls.screenOf({ x: object.x, y: object.y + shapeRadius(object.shape) });
  return { at, reach: edge.y - at.y };
}

export default function SeatMap(props: SeatMapProps) {
  const { layout, paint, selection, onSelectionChange } = props;
  const describeObject = props.describe;
  const selectable = props.selectable ?? everySelectable;
  const canSelect = onSelectionChange !== undefined;
  const index = useMemo(() => indexSeatMap(layout), [layout]);
  const floors = useMemo(() => floorData(layout), [layout]);
  const [view, setView] = useState<MapView>('map');
  const [floorChoice, setFloor] = useState(0);
  const floor = floorChoice < layout.floors.length ? floorChoice : 0;
  const [areaMode, setAreaMode] = useState(false);
  const [focusedLabel, setFocusedLabel] = useState<string>();
  const focused = focusedLabel === undefined ? undefined : layout.byLabel.get(focusedLabel);
  const [hovered, setHovered] = useState<MapObject>();
  const [cardForFocus, setCardForFocus] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const controls = useRef<MapViewControls | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const linger = useRef<ReturnType<typeof setTimeout>>(undefined);
  const instructionsId = useId();
  useEffect(() => () => clearTimeout(linger.current), []);

  const change = useCallback(
    (next: ReadonlySet<string>, said?: string) => {
      if (!onSelectionChange) return;
      onSelectionChange(next);
      if (props.paintsGestures) return;
      const count = `${next.size.toLocaleString('en')} selected`;
      setAnnouncement(said ? `${said}. ${count}` : count);
    },
    [onSelectionChange, props.paintsGestures],
  );

  const addAll = (objects: readonly MapObject[]) =>
    change(
      withAll(
        selection,
        objects.filter(selectable).map((object) => object.label),
      ),
    );

  const onHover = (object: MapObject | undefined) => {
    clearTimeout(linger.current);
    if (object) {
      setCardForFocus(false);
      setHovered(object);
    } else {
      linger.current = setTimeout(() => setHovered(undefined), CARD_LINGER_MS);
    }
  };

  const onKeyDown = useMapKeyboard({
    index,
    floor,
    floorObjects: floors[floor]?.objects ?? [],
    corner: { x: layout.floors[floor].bounds.minX, y: layout.floors[floor].bounds.minY },
    selection,
    selectable,
    canSelect,
    focused,
    describe: describeObject,
    controls,
    change,
    onFocus: (object) => {
      setFocusedLabel(object.label);
      setCardForFocus(true);
      setHovered(undefined);
    },
    announce: setAnnouncement,
  });

  const selectGroup = (grouping: Grouping) => {
    const target = focused ?? hovered;
    if (target) addAll(membersOf(layout.objects, target, grouping, selectable));
  };
  const zoomToSection = (section: MapSection) => {
    const box = sectionBounds(section, floors[section.floor]?.objects ?? []);
    if (section.floor !== floor) setFloor(section.floor);
    if (box) controls.current?.zoomTo(box);
  };

  const summary = useMemo(
    () => summariseSelection(selection, layout, paint),
    [selection, layout, paint],
  );
  const focus = useMemo(
    () => (props.focus ? focusOf(layout, props.focus, props.focusRequest) : undefined),
    [layout, props.focus, props.focusRequest],
  );
  const focusKey = focus?.key;
  const focusFloor = focus?.floor;
  // A focus on another floor shows that floor first.
  useEffect(() => {
    if (focusKey !== undefined && focusFloor !== undefined) setFloor(focusFloor);
  }, [focusKey, focusFloor]);

  // The hovered object as the layout has it now (a new drawing replaces it), so the card says
  // what the seat is now; the keyboard's card only while the map has the focus.
  const hoveredNow = hovered && layout.byLabel.get(hovered.label);
  const cardObject = hoveredNow ?? (cardForFocus ? focused : undefined);
  const empty = layout.objects.length === 0;

  return (
    <section className="seat-map" aria-label={props.label}>
      <MapToolbar
        view={view}
        onView={setView}
        floors={layout.floors}
        floor={floor}
        onFloor={(next) => {
          setFloor(next);
          setHovered(undefined);
        }}
        sections={floors[floor]?.sections ?? []}
        onZoomToSection={zoomToSection}
        onZoom={(factor) => controls.current?.zoomBy(factor)}
        onFit={() => controls.current?.fit()}
        canSelect={canSelect}
        selectionPending={props.selectionPending}
        areaMode={areaMode}
        onAreaMode={setAreaMode}
        target={focused ?? hovered}
        onSelectGroup={selectGroup}
        extra={props.toolbar}
      />
      <MapLegend entries={paint.legend} />
      <SkippedNotice skipped={layout.skipped} />
      {empty && <EmptyMapNotice />}
      {!empty && view === 'map' && (
        <div className={`seat-map-stage${areaMode ? ' seat-map-area-mode' : ''}`} ref={stageRef}>
          <MapCanvas
            layout={layout}
            index={index}
            floors={floors}
            floor={floor}
            paint={paint}
            selection={selection}
            focused={focused}
            hovered={hovered}
            areaMode={areaMode}
            canSelect={canSelect}
            label={props.label}
            describedBy={instructionsId}
            controlsRef={controls}
            focus={focus && focus.floor === floor ? focus : undefined}
            onHover={onHover}
            onClickObject={(object, additive) => {
              setFocusedLabel(object.label);
              if (canSelect && selectable(object)) {
                const adds = additive || props.clickToggles === true;
                change(clickSelection(selection, object.label, adds), describeObject(object));
              }
            }}
            onRectangle={(objects) => addAll(objects)}
            onDoubleClickObject={(object) => props.onOpen?.(object)}
            onKeyDown={onKeyDown}
            onBlur={() => setCardForFocus(false)}
            onViewStart={() => {
              setHovered(undefined);
              setCardForFocus(false);
            }}
          />
          {cardObject && cardObject.floor === floor && controls.current && (
            <HoverCard
              object={cardObject}
              stage={stageRef.current}
              locate={() => locateCard(controls.current, cardObject)}
              describe={describeObject}
              details={props.hoverDetails}
              opens={props.onOpen !== undefined}
            />
          )}
        </div>
      )}
      {!empty && view === 'list' && (
        <ListView
          layout={layout}
          selection={selection}
          describe={describeObject}
          canSelect={selectable}
          onToggle={canSelect ? (object) => change(toggled(selection, object.label)) : undefined}
          onSelectAll={canSelect ? addAll : undefined}
          label={`Objects of ${props.label}`}
        />
      )}
      {canSelect && !props.paintsGestures && (
        <SelectionBar summary={summary} onClear={() => change(new Set(), 'Selection cleared')} />
      )}
      <p id={instructionsId} className="visually-hidden">
        {keyInstructions(canSelect)}
      </p>
      <p className="visually-hidden" aria-live="polite" data-testid="seat-map-announcer">
        {announcement}
      </p>
    </section>
  );
}

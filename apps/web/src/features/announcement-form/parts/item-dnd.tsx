import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  type UniqueIdentifier,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useRef, useState } from 'react';

/**
 * Moving order items between parts by drag and drop (@dnd-kit): with a pointer, or with the keyboard
 * (Space or Enter on the handle picks the item up, arrows go to the previous or next part, Space or
 * Enter drops it there, Escape cancels). Each part is a drop zone; an item goes to its end.
 */

type Labelled = { data: { current?: Record<string, unknown> } } | null;
const labelOf = (node: Labelled) => String(node?.data.current?.label ?? '');

const announcements: Announcements = {
  onDragStart: ({ active }) => `Podniesiono: ${labelOf(active)}.`,
  onDragOver: ({ active, over }) =>
    over ? `${labelOf(active)} nad: ${labelOf(over)}.` : `${labelOf(active)} nie jest nad żadną częścią.`,
  onDragEnd: ({ active, over }) =>
    over ? `Upuszczono ${labelOf(active)} w: ${labelOf(over)}.` : `Upuszczono ${labelOf(active)} bez zmian.`,
  onDragCancel: ({ active }) => `Anulowano przenoszenie. ${labelOf(active)} pozostaje na miejscu.`,
};

const instructions =
  'Aby przenieść przedmiot zamówienia do innej części, naciśnij spację lub Enter. Strzałkami w górę i w dół wybierz część, a następnie naciśnij spację lub Enter, aby upuścić przedmiot. Klawisz Escape anuluje przenoszenie.';

type Zone = { id: UniqueIdentifier; top: number };

/**
 * Keyboard moves go from part to part: arrow down / up picks the next / previous drop zone in page
 * order, and that zone is where the item is (whatever the page scrolled meanwhile). The overlay is
 * moved to the zone's top so the user sees where the item goes.
 */
function keyboardMoves(target: { current: UniqueIdentifier | null }) {
  const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
    if (event.code !== 'ArrowDown' && event.code !== 'ArrowUp') return undefined;
    event.preventDefault();
    const zones: Zone[] = [];
    for (const container of context.droppableContainers.getEnabled()) {
      const rect = context.droppableRects.get(container.id);
      if (rect) zones.push({ id: container.id, top: rect.top });
    }
    zones.sort((a, b) => a.top - b.top);
    const current = zones.findIndex((zone) => zone.id === target.current);
    const next = zones[current + (event.code === 'ArrowDown' ? 1 : -1)];
    const rect = next ? context.droppableRects.get(next.id) : undefined;
    if (!next || !rect) return undefined;
    target.current = next.id;
    return { x: rect.left + 4, y: rect.top + 4 };
  };
  /** The pointer's part, or the part the keyboard chose. */
  const collisionDetection: CollisionDetection = (args) => {
    if (args.pointerCoordinates) return pointerWithin(args);
    const container = args.droppableContainers.find((c) => c.id === target.current);
    return container ? [{ id: container.id, data: { droppableContainer: container, value: 0 } }] : [];
  };
  return { coordinateGetter, collisionDetection };
}

const itemId = (key: string) => `item:${key}`;
const partId = (key: string) => `part:${key}`;

type Props = {
  children: ReactNode;
  onMove(itemKey: string, toPartKey: string): void;
};

export function ItemDndContext({ children, onMove }: Props) {
  const target = useRef<UniqueIdentifier | null>(null);
  const [moves] = useState(() => keyboardMoves(target));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: moves.coordinateGetter, scrollBehavior: 'auto' }),
  );
  const [active, setActive] = useState<string | null>(null);
  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const itemKey = dragged.data.current?.itemKey;
    const partKey = over?.data.current?.partKey;
    if (typeof itemKey === 'string' && typeof partKey === 'string') onMove(itemKey, partKey);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={moves.collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
      onDragStart={({ active: dragged }: DragStartEvent) => {
        target.current = partId(String(dragged.data.current?.partKey ?? ''));
        setActive(labelOf(dragged));
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {active ? <div className="item-drag-overlay">{active}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}

/** The drop zone of a part. */
export function usePartDropZone(partKey: string, label: string, disabled: boolean) {
  const { setNodeRef, isOver, active } = useDroppable({
    id: partId(partKey),
    data: { partKey, label },
    disabled,
  });
  return { setNodeRef, isOver: isOver && active !== null };
}

/** The draggable header of an item and the props of its handle. */
export function useItemDrag(itemKey: string, partKey: string, label: string, disabled: boolean) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: itemId(itemKey),
    data: { itemKey, partKey, label },
    disabled,
    attributes: { roleDescription: 'przenoszony element' },
  });
  return { setNodeRef, isDragging, handle: { ref: setActivatorNodeRef, ...attributes, ...listeners } };
}

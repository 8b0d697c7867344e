import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { RefObject } from 'react';
import type { FlatNode, Projection } from './tree';

export interface TreeDragState {
  rows: FlatNode[];
  projection: Projection | null;
}

/**
 * Keyboard moves for the sortable tree: Up and Down go past the previous or next row, Right nests
 * the row one level deeper and Left takes it one level out, within what the rows around allow.
 */
export function treeKeyboardCoordinates(state: RefObject<TreeDragState>, indent: number): KeyboardCoordinateGetter {
  return (event, { currentCoordinates, context: { active, over, collisionRect, droppableRects } }) => {
    const { rows, projection } = state.current;
    switch (event.code) {
      case 'ArrowRight':
      case 'ArrowLeft': {
        event.preventDefault();
        if (!projection) return undefined;
        const step = event.code === 'ArrowRight' ? 1 : -1;
        const depth = projection.depth + step;
        if (depth < projection.minDepth || depth > projection.maxDepth) return undefined;
        return { ...currentCoordinates, x: currentCoordinates.x + step * indent };
      }
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!active || !collisionRect) return undefined;
        const ids = rows.map((row) => row.id);
        const from = ids.indexOf(Number(over?.id ?? active.id));
        const target = ids[from + (event.code === 'ArrowDown' ? 1 : -1)];
        const rect = target === undefined ? undefined : droppableRects.get(target);
        if (!rect) return undefined;
        return { ...currentCoordinates, y: currentCoordinates.y + (rect.top - collisionRect.top) };
      }
      default:
        return undefined;
    }
  };
}

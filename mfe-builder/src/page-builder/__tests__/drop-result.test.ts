import { dropResult } from '../drop-result';
import { CANVAS_DROP_ID, columnDropId, libraryDragId } from '../drag-ids';
import { block } from '../../editor/actions/__tests__/block-fixture';

const create = (type: string) => block('new', type);

test('a library block dropped on the canvas is appended', () => {
  expect(dropResult(libraryDragId('hero'), CANVAS_DROP_ID, ['a'], create)).toMatchObject({ type: 'add', block: { type: 'hero' } });
});

test('a library block dropped on a block goes right after it', () => {
  expect(dropResult(libraryDragId('button'), 'a', ['a', 'b'], create)).toMatchObject({ type: 'insertAfter', afterId: 'a' });
});

test('a canvas block dropped on another block moves to its place', () => {
  expect(dropResult('a', 'c', ['a', 'b', 'c'], create)).toEqual({ type: 'move', id: 'a', toIndex: 2 });
});

test('a drop outside any target or on itself does nothing', () => {
  expect(dropResult('a', null, ['a'], create)).toBeNull();
  expect(dropResult('a', 'a', ['a'], create)).toBeNull();
});

test('a library block dropped in a column goes to the end of that column', () => {
  const column = { blockId: 'row', columnId: 'left' };
  expect(dropResult(libraryDragId('text'), columnDropId('row', 'left'), ['row'], create, column)).toMatchObject({
    type: 'addToColumn',
    block: { type: 'text' },
    column,
  });
});

test('a columns block dropped in a column goes after the columns block (columns do not nest)', () => {
  expect(
    dropResult(libraryDragId('columns'), columnDropId('row', 'left'), ['row'], create, { blockId: 'row', columnId: 'left' }),
  ).toMatchObject({ type: 'insertAfter', afterId: 'row', block: { type: 'columns' } });
});

test('a canvas block dropped on a column does nothing', () => {
  expect(dropResult('a', columnDropId('row', 'left'), ['a', 'row'], create, { blockId: 'row', columnId: 'left' })).toBeNull();
});

import { useState } from 'react';
import { MEGA_SORT_STEP } from '@atlas/menus/contract';
import { Button, Select, useToast, errorText } from '@atlas/shell-kit';
import { useSaveItem } from '../api/items';
import type { Menu, MenuItem, WidgetType } from '../api/types';
import { WIDGET_TYPES, itemFormFrom, itemPayload } from '../builder/item-form';
import type { Columns } from './mega-layout';
import { WIDGET_PRESETS } from './widget-presets';

/**
 * Adds a widget (with its preset title and content) at the end of a chosen column of the panel. The
 * column choice is the caller's: fewer columns take it back to column 1.
 */
export function AddWidget({
  menu,
  panel,
  columns,
  count,
  column,
  onColumnChange,
}: {
  menu: Menu;
  panel: MenuItem;
  columns: Columns;
  count: number;
  column: string;
  onColumnChange(column: string): void;
}) {
  const toast = useToast();
  const addItem = useSaveItem(menu.id);
  const [widgetType, setWidgetType] = useState<WidgetType>('social_links');

  const addWidget = async () => {
    const to = Math.min(Number(column), count);
    const preset = WIDGET_PRESETS[widgetType];
    const form = { ...itemFormFrom({ item_type: 'widget', widget_type: widgetType, title: preset.title }), parent: String(panel.id) };
    const changes = itemPayload(form, {
      menu: menu.id,
      sort_order: MEGA_SORT_STEP * to + columns[to - 1].length,
      mega_menu_columns: count,
    });
    try {
      await addItem.mutateAsync({ changes: { ...changes, is_mega_menu_item: true, mega_menu_column: to, widget_content: preset.content } });
      toast.success(`${preset.title} added to column ${to}`);
    } catch (error) {
      toast.error(errorText(error, 'Failed to add the widget'));
    }
  };

  return (
    <div className="menus-mega-add">
      <Select
        label="Widget"
        value={widgetType}
        onChange={(event) => setWidgetType(event.target.value as WidgetType)}
        options={WIDGET_TYPES}
      />
      <Select
        label="Add to column"
        value={column}
        onChange={(event) => onColumnChange(event.target.value)}
        options={Array.from({ length: count }, (_v, i) => ({ value: String(i + 1), label: `Column ${i + 1}` }))}
      />
      <Button variant="secondary" onClick={addWidget} loading={addItem.isPending}>
        Add Widget
      </Button>
    </div>
  );
}

import type { Block, Field } from '@atlas/blocks';
import { useEditorStore } from '../../editor/store';
import type { ColumnTarget } from '../../editor/types';
import { useActiveBreakpoint } from '../breakpoint';
import { FieldInput } from './field-input';

const STYLE_FIELDS: Field[] = [
  { name: 'color', label: 'Text colour', kind: 'color' },
  { name: 'fontSize', label: 'Font size', kind: 'text' },
  {
    name: 'fontWeight',
    label: 'Font weight',
    kind: 'select',
    options: [
      { value: '', label: 'Default' },
      { value: '300', label: 'Light' },
      { value: '400', label: 'Normal' },
      { value: '600', label: 'Semi-bold' },
      { value: '700', label: 'Bold' },
    ],
  },
  {
    name: 'textAlign',
    label: 'Alignment',
    kind: 'select',
    options: [
      { value: '', label: 'Default' },
      { value: 'left', label: 'Left' },
      { value: 'center', label: 'Center' },
      { value: 'right', label: 'Right' },
      { value: 'justify', label: 'Justify' },
    ],
  },
  { name: 'lineHeight', label: 'Line height', kind: 'text' },
  { name: 'letterSpacing', label: 'Letter spacing', kind: 'text' },
  { name: 'maxWidth', label: 'Max width', kind: 'text' },
];

/** Style is edited for the breakpoint chosen in the header, so a block can look different on mobile. */
export function StyleTab({ block, column }: { block: Block; column?: ColumnTarget }) {
  const store = useEditorStore();
  const breakpoint = useActiveBreakpoint();
  const style = block.style?.[breakpoint] ?? {};
  return (
    <div className="atlas-tab-body">
      <p className="atlas-muted">{`Editing the ${breakpoint} style`}</p>
      {STYLE_FIELDS.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          value={style[field.name] ?? ''}
          onChange={(value) =>
            store.dispatch({
              type: 'updateStyle',
              id: block.id,
              column,
              breakpoint,
              patch: { [field.name]: value },
              group: `${block.id}:style:${breakpoint}:${field.name}`,
            })
          }
        />
      ))}
    </div>
  );
}

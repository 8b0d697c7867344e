import { blockRegistry, resizeColumns, useExtraBlockDefinitions, validateBlock, type Block } from '@atlas/blocks';
import { useEditorStore } from '../../editor/store';
import type { ColumnTarget } from '../../editor/types';
import { FieldInput } from './field-input';

/** The content change a field edit makes; a columns block's count also resizes its list of columns. */
function contentPatch(block: Block, name: string, value: unknown): Record<string, unknown> {
  if (block.type === 'columns' && name === 'count') {
    const { count, columns } = resizeColumns(block.content, Number(value) || 1);
    return { count, columns };
  }
  return { [name]: value };
}

export function ContentTab({ block, column }: { block: Block; column?: ColumnTarget }) {
  const store = useEditorStore();
  const extra = useExtraBlockDefinitions();
  const definition = blockRegistry[block.type] ?? extra[block.type];
  if (!definition) return <p className="atlas-muted">{`Block type "${block.type}" not implemented`}</p>;
  const content = { ...definition.defaults(), ...block.content };
  const problem = validateBlock(block);
  return (
    <div className="atlas-tab-body">
      {definition.fields.length === 0 && <p className="atlas-muted">This block has no content settings.</p>}
      {definition.fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          value={content[field.name]}
          onChange={(value) =>
            store.dispatch({
              type: 'updateContent',
              id: block.id,
              column,
              patch: contentPatch(block, field.name, value),
              group: `${block.id}:content:${field.name}`,
            })
          }
        />
      ))}
      {problem && (
        <p className="atlas-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

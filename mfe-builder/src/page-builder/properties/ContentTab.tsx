import { blockRegistry, validateBlock, type Block } from '../../blocks';
import { useEditorStore } from '../../editor/store';
import { FieldInput } from './FieldInput';

export function ContentTab({ block }: { block: Block }) {
  const store = useEditorStore();
  const definition = blockRegistry[block.type];
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
          onChange={(value) => store.dispatch({ type: 'updateContent', id: block.id, patch: { [field.name]: value }, group: `${block.id}:content:${field.name}` })}
        />
      ))}
      {problem && <p className="atlas-field__error" role="alert">{problem}</p>}
    </div>
  );
}

import { Button, Input } from '@atlas/shell-kit';
import { MAX_COLUMNS, MIN_COLUMNS } from './mega-layout';

/** The panel's number of columns, typed or stepped with − and + within the bounds. */
export function ColumnCountInput({ count, onChange }: { count: number; onChange(count: number): void }) {
  return (
    <div className="menus-mega-columns-input">
      <Button variant="secondary" size="sm" aria-label="Fewer columns" disabled={count <= MIN_COLUMNS} onClick={() => onChange(count - 1)}>
        −
      </Button>
      <Input
        label="Columns"
        type="number"
        min={MIN_COLUMNS}
        max={MAX_COLUMNS}
        value={count}
        onChange={(event) => event.target.value !== '' && onChange(Number(event.target.value))}
      />
      <Button variant="secondary" size="sm" aria-label="More columns" disabled={count >= MAX_COLUMNS} onClick={() => onChange(count + 1)}>
        +
      </Button>
    </div>
  );
}

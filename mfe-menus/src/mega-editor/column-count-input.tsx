import { Button, Input } from '@atlas/shell-kit';
import { MAX_COLUMNS, MIN_COLUMNS } from './mega-layout';

/** The panel's number of columns, typed or stepped with − and + within the bounds (off, saying why, with a `refusal`). */
export function ColumnCountInput({ count, refusal, onChange }: { count: number; refusal: string | null; onChange(count: number): void }) {
  const off = { disabled: refusal !== null, title: refusal ?? undefined };
  return (
    <div className="menus-mega-columns-input">
      <Button
        variant="secondary"
        size="sm"
        aria-label="Fewer columns"
        title={off.title}
        disabled={off.disabled || count <= MIN_COLUMNS}
        onClick={() => onChange(count - 1)}
      >
        −
      </Button>
      <Input
        label="Columns"
        type="number"
        min={MIN_COLUMNS}
        max={MAX_COLUMNS}
        value={count}
        {...off}
        onChange={(event) => event.target.value !== '' && onChange(Number(event.target.value))}
      />
      <Button
        variant="secondary"
        size="sm"
        aria-label="More columns"
        title={off.title}
        disabled={off.disabled || count >= MAX_COLUMNS}
        onClick={() => onChange(count + 1)}
      >
        +
      </Button>
    </div>
  );
}

import type { BlockRender } from '../types';
import { lines, str } from '../shared/content';
import type { TableContent } from './schema';

/** Rows of comma-separated cells (a quoted cell may hold commas: "Paris, France"). */
function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

export const tableView: BlockRender<TableContent> = ({ content }) => {
  const [header = [], ...body] = lines(content.rows).map(parseCsvLine);
  return (
    <div className="atlas-table-wrap" tabIndex={0} role="region" aria-label={str(content.caption) || 'Table'}>
      <table className={content.striped ? 'atlas-table atlas-table--striped' : 'atlas-table'}>
        {str(content.caption) && <caption>{str(content.caption)}</caption>}
        <thead>
          <tr>
            {header.map((cell, i) => (
              <th key={i} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, r) => (
            <tr key={r}>
              {header.map((_, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {row[c] ?? ''}
                  </th>
                ) : (
                  <td key={c}>{row[c] ?? ''}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

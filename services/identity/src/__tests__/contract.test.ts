import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// contract.ts is for the front ends' bundles: it may load nothing at run time, only name types.

it('imports and re-exports types only', () => {
  const file = path.join(__dirname, '..', 'contract.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const loaded = source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
  expect(loaded).toEqual([]);
});

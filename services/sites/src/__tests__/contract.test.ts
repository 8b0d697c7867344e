import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// contract.ts is bundled into the front ends (the builder, the shell kit's slugify): whatever it loads at
// run time ships to browsers. Only the rules (site-rules.ts, theme-rules.ts) may be loaded, and they load nothing.

/** The modules a file loads at run time: every import and re-export that is not type-only. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(__dirname, '..', file), 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
}

it('loads nothing of the service at run time but the rules', () => {
  expect(runtimeImports('contract.ts')).toEqual(['./site-rules', './theme-rules']);
});

it.each(['site-rules.ts', 'theme-rules.ts'])('keeps %s free of imports, type-only ones included', (file) => {
  const source = ts.createSourceFile(file, readFileSync(path.join(__dirname, '..', file), 'utf8'), ts.ScriptTarget.Latest);
  const imports = source.statements.filter(
    (statement) => ts.isImportDeclaration(statement) || (ts.isExportDeclaration(statement) && statement.moduleSpecifier),
  );
  expect(imports).toHaveLength(0);
});

import { readFileSync } from 'node:fs';
import type { StringLiteral } from 'typescript';

/**
 * The modules a source file imports or re-exports from: those it loads at run time, or with
 * `typesToo` every one. Contract tests use it to keep server code out of the front ends' bundles.
 */
export async function moduleImports(file: string, { typesToo = false }: { typesToo?: boolean } = {}): Promise<string[]> {
  // Loaded on call: every service test imports this kit, few of them read sources.
  const ts = await import('typescript');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && (typesToo || !statement.importClause?.isTypeOnly))
      return [(statement.moduleSpecifier as StringLiteral).text];
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && (typesToo || !statement.isTypeOnly))
      return [(statement.moduleSpecifier as StringLiteral).text];
    return [];
  });
}

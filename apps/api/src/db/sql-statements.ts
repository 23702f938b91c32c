import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One SQL statement written in the server's code, where it is written. */
export interface SqlStatement {
  file: string;
  line: number;
  sql: string;
}

const statementStart = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i;
const notServerCode = /(\.test\.ts|\.d\.ts)$|(^|\/)(test-support|migrations)\//;

/**
 * Every SQL statement of the server's code under `srcDir` (tests, test helpers and migrations
 * left out): each string literal that starts with SELECT, INSERT, UPDATE, DELETE or WITH. A
 * template with `${…}` inside is built as the code runs, so it is returned in `built` instead,
 * for the reader to check by hand.
 */
export function serverSqlStatements(srcDir: string): { statements: SqlStatement[]; built: SqlStatement[] } {
  const statements: SqlStatement[] = [];
  const built: SqlStatement[] = [];
  for (const path of sourceFiles(srcDir)) {
    const file = relative(srcDir, path);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const constants = constantsOf(source);
    const visit = (node: ts.Node): void => {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      if (isLabel(node)) return;
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && statementStart.test(node.text)) statements.push({ file, line, sql: node.text });
      else if (ts.isTemplateExpression(node) && statementStart.test(node.head.text)) {
        const sql = textOf(node, constants);
        if (sql === undefined) built.push({ file, line, sql: node.getText(source) });
        else statements.push({ file, line, sql });
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { statements, built };
}

/** The initial value of each `const` of the file, by name (the first one of a name). */
function constantsOf(source: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && !constants.has(node.name.text)) constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return constants;
}

/**
 * The text of a template whose parts are written in the same file: a string, a `const` holding
 * one, or a condition between two (its first branch is taken). Undefined when a part is only
 * known as the code runs.
 */
function textOf(node: ts.Expression, constants: Map<string, ts.Expression>, depth = 0): string | undefined {
  if (depth > 10) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return textOf(node.expression, constants, depth + 1);
  if (ts.isConditionalExpression(node)) return textOf(node.whenTrue, constants, depth + 1);
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value === undefined ? undefined : textOf(value, constants, depth + 1);
  }
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const part = textOf(span.expression, constants, depth + 1);
      if (part === undefined) return undefined;
      text += part + span.literal.text;
    }
    return text;
  }
  return undefined;
}

/** A statement's name in a message, not a statement: `firstRow(rows, 'SELECT …')`, `new Error('INSERT … gave no row')`. */
function isLabel(node: ts.Node): boolean {
  const parent = node.parent as ts.Node | undefined;
  if (parent === undefined) return false;
  if (ts.isNewExpression(parent)) return true;
  return ts.isCallExpression(parent) && parent.expression.getText() === 'firstRow' && parent.arguments[1] === node;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !notServerCode.test(name))
    .map((name) => join(dir, name))
    .sort();
}

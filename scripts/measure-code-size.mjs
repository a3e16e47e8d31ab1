// The house's size figures (issue 29, "Measure"): production functions over 60 lines, React
// components over 150 lines, and the median production file's length. Production is every
// .ts/.tsx file under src/ that is not a test (*.test.ts(x)), test support (*-test-kit.ts(x)) or
// test data (domain/reports/testdata/). A function is any function declaration, expression,
// arrow or method, counted from its first line to its last (nested ones count on their own too);
// a component is such a function in a .tsx file whose name starts with a capital letter.
// Usage: node scripts/measure-code-size.mjs [--list]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const FUNCTION_LIMIT = 60;
const COMPONENT_LIMIT = 150;
const list = process.argv.includes('--list');

const files = execFileSync('git', ['ls-files', 'src'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file))
  .filter((file) => !/\.test\.tsx?$|-test-kit\.tsx?$|^src\/domain\/reports\/testdata\//.test(file));

/** The name a function is known by: its own, its variable's, or its property's. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))) {
    if (ts.isIdentifier(parent.name)) return parent.name.text;
  }
  // forwardRef(function …) / memo(() => …): the variable the call is assigned to.
  if (parent && ts.isCallExpression(parent) && ts.isVariableDeclaration(parent.parent)) {
    if (ts.isIdentifier(parent.parent.name)) return parent.parent.name.text;
  }
  return '(anonymous)';
}

const longFunctions = [];
const longComponents = [];
const fileLines = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  fileLines.push(text.split('\n').length - (text.endsWith('\n') ? 1 : 0));
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      const name = nameOf(node);
      const where = { file, line: first + 1, name, lines };
      if (lines > FUNCTION_LIMIT) longFunctions.push(where);
      if (file.endsWith('.tsx') && /^[A-Z]/.test(name) && lines > COMPONENT_LIMIT) {
        longComponents.push(where);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

fileLines.sort((a, b) => a - b);
const middle = Math.floor(fileLines.length / 2);
const median =
  fileLines.length % 2 ? fileLines[middle] : (fileLines[middle - 1] + fileLines[middle]) / 2;

console.log(`production files: ${files.length}, median lines: ${median}`);
console.log(`functions over ${FUNCTION_LIMIT} lines: ${longFunctions.length}`);
console.log(`components over ${COMPONENT_LIMIT} lines: ${longComponents.length}`);
if (list) {
  const show = (where) => `  ${where.lines}\t${where.name}\t${where.file}:${where.line}`;
  const byLength = (a, b) => b.lines - a.lines;
  console.log(`\nfunctions over ${FUNCTION_LIMIT} lines:`);
  for (const where of longFunctions.sort(byLength)) console.log(show(where));
  console.log(`\ncomponents over ${COMPONENT_LIMIT} lines:`);
  for (const where of longComponents.sort(byLength)) console.log(show(where));
}

// Pins the shape of src/ (docs/architecture.md): no import circle in the app, nothing but the feature list at the root of
// features/, narrow deps for flows and jobs, App Home only from feature declarations, admin checks only in the adapter's
// guard, no type escapes at the Bolt boundary, no function over 80 lines. Read with the TypeScript compiler, so comments
// don't count.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'public' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC);
const parsed = new Map(files.map((f) => [f, ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true)]));
const rel = (f: string) => relative(SRC, f);
const within = (...dirs: string[]) => [...parsed].filter(([f]) => dirs.some((d) => rel(f).startsWith(d)));

/** Every relative import and re-export of a file (type-only ones too: a circle of types is still a circle of modules). */
function importsOf(file: string): string[] {
  const found: string[] = [];
  parsed.get(file)!.forEachChild((node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      if (spec.startsWith('.')) found.push(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
    }
  });
  return found.filter((f) => parsed.has(f));
}

function findCircle(include: (file: string) => boolean): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'open') return [...stack.slice(stack.indexOf(file)), file].map(rel);
    state.set(file, 'open');
    stack.push(file);
    for (const next of importsOf(file).filter(include)) {
      const circle = visit(next);
      if (circle) return circle;
    }
    stack.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of files.filter(include)) {
    const circle = visit(file);
    if (circle) return circle;
  }
  return undefined;
}

/** `name` at `file:line` for every node the predicate picks. */
function where(entries: [string, ts.SourceFile][], pick: (node: ts.Node, source: ts.SourceFile) => string | undefined): string[] {
  const hits: string[] = [];
  for (const [file, source] of entries) {
    const walk = (node: ts.Node): void => {
      const hit = pick(node, source);
      if (hit) hits.push(`${rel(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${hit}`);
      ts.forEachChild(node, walk);
    };
    walk(source);
  }
  return hits;
}

describe('the shape of src/', () => {
  // src/service is the embedded engagement service, owned apart (issue 12); its own structure is checked there.
  it('has no import circle in the app', () => {
    expect(findCircle((f) => !rel(f).startsWith('service/'))).toBeUndefined();
  });

  it('has no import circle in the embedded service (type-only imports count)', () => {
    expect(findCircle((f) => rel(f).startsWith('service/'))).toBeUndefined();
  });

  it('keeps the root of features/ to the list of features: shared pieces live in ui/, directory/, store/ or slack/', () => {
    const loose = readdirSync(join(SRC, 'features'), { withFileTypes: true }).filter((e) => e.isFile() && e.name !== 'index.ts').map((e) => e.name);
    expect(loose).toEqual([]);
  });

  it('gives every flow in features/ and every job handler in ops/ narrow deps, never the whole FeatureDeps', () => {
    const whole = where(within('features/', 'ops/'), (node) =>
      ts.isParameter(node) && node.type?.getText() === 'FeatureDeps' ? node.parent.getText().split('\n')[0]!.slice(0, 80) : undefined,
    );
    expect(whole).toEqual([]);
  });

  // App Home is composed only of what features declare (Feature.home, Feature.homeButton): the home feature renders
  // them in order without knowing any of them, and whether a part is for admins is the guard's (shownTo) to say.
  it('builds App Home only from the features’ declarations: the home feature imports no other feature, asks no admin', () => {
    const home = within('features/home/');
    const foreign = home.flatMap(([f]) => importsOf(f).map(rel).filter((to) => to.startsWith('features/') && !to.startsWith('features/home/')).map((to) => `${rel(f)} imports ${to}`));
    const adminChecks = where(home, (node) => (ts.isPropertyAccessExpression(node) && node.name.text === 'isAdmin' ? node.getText() : undefined));
    expect(home.length).toBeGreaterThan(0);
    expect([...foreign, ...adminChecks]).toEqual([]);
  });

  it('checks who is an admin only in the adapter guard and the directory that answers it', () => {
    const outside = [...parsed].filter(([f]) => !['slack/admin-guard.ts', 'directory/'].some((d) => rel(f).startsWith(d)));
    const checks = where(outside, (node) =>
      ts.isPropertyAccessExpression(node) && node.name.text === 'isAdmin' && node.expression.getText().endsWith('directory') ? node.getText() : undefined,
    );
    expect(checks).toEqual([]);
  });

  it('adds no global Bolt middleware and registers listeners only in the adapter: every ack pays for each one', () => {
    const BOLT = ['use', 'command', 'action', 'view', 'shortcut', 'event', 'message', 'options', 'function'];
    const slackSide = [...parsed].filter(([f]) => !['service/', 'workbench/'].some((d) => rel(f).startsWith(d)));
    const calls = where(slackSide, (node) =>
      ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.expression.getText() === 'app' && BOLT.includes(node.expression.name.text)
        ? `app.${node.expression.name.text}`
        : undefined,
    );
    expect(calls.filter((c) => !c.startsWith('slack/adapter.ts:') || c.endsWith('app.use'))).toEqual([]);
    expect(calls.length).toBeGreaterThan(0);
  });

  it('has no `as never` in the Slack adapter or the features', () => {
    const escapes = where(within('slack/', 'features/'), (node) =>
      ts.isAsExpression(node) && node.type.kind === ts.SyntaxKind.NeverKeyword ? 'as never' : undefined,
    );
    expect(escapes).toEqual([]);
  });

  it('reads a Slack error code in one place (no `data?.error` casts)', () => {
    const casts = where([...parsed].filter(([f]) => !rel(f).startsWith('service/')), (node) =>
      ts.isAsExpression(node) && /data\?\s*:\s*\{\s*error/.test(node.type.getText()) ? node.getText() : undefined,
    );
    expect(casts).toEqual([]);
  });

  it('has no function over 80 lines', () => {
    const long = where([...parsed], (node, source) => {
      if (!ts.isFunctionLike(node) || !('body' in node) || !node.body) return undefined;
      const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      return lines > 80 ? `${lines} lines` : undefined;
    });
    expect(long).toEqual([]);
  });
});

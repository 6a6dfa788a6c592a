// Pins the shape of src/ (docs/architecture.md): every import points down the layers (no two folders import each other,
// none imports a layer above its own), no import circle in the app, nothing but the feature list at the root of
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

/** Every relative import, re-export and import() of a file as written, with the source file it names (type-only ones
 *  too: a circle of types is still a circle of modules). */
function readImports(file: string): { spec: string; to: string }[] {
  const found: { spec: string; to: string }[] = [];
  const add = (literal: ts.Node | undefined) => {
    if (literal && ts.isStringLiteral(literal) && literal.text.startsWith('.'))
      found.push({ spec: literal.text, to: resolve(dirname(file), literal.text.replace(/\.js$/, '.ts')) });
  };
  const walk = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0]);
    ts.forEachChild(node, walk);
  };
  walk(parsed.get(file)!);
  return found.filter(({ to }) => parsed.has(to));
}

const specifiers = new Map(files.map((f) => [f, readImports(f)]));
const importSpecifiers = (file: string) => specifiers.get(file)!;
const importsOf = (file: string): string[] => importSpecifiers(file).map(({ to }) => to);

/**
 * The layers of src/, bottom to top: a file may import its own layer and the layers below, never one above. A layer is
 * a folder of src/, or a file directly in src/ by its name. Those files are the composition root: they may import
 * anything (config.ts reads the key format of store/secrets.ts), and are placed here only as what others import.
 */
const LAYERS = [
  'service', //            the embedded engagement service: imports nothing of the app (its text rules and owner-only files are shared)
  'config.ts', //          environment, parsed once
  'log.ts', //             the logger and the request id of each line
  'i18n', //               the one message catalogue in six languages, the translator, locales (imports nothing of the app)
  'db', //                 the app's database: dialect, opening it, schema types, migrations
  'metrics', //            Prometheus metrics, counted by every layer above
  'engagement-client', //  the typed client of the engagement service's spec: schemas, errors, transport
  'store', //              stores over typed tables, claims and counters, the outbox, caches, erasing, the rewards ledger
  'slack-api', //          Slack's Web API as the app calls it: error codes, tiers, the paced fetch, channel lanes
  'engagement', //         a workspace's connection to the service, and the read model of recognitions (feed/)
  'directory', //          who is who: Slack user and member e-mail, user groups, rosters
  'ui', //                 Block Kit builders, ids, text helpers, failures in words
  'ops', //                infrastructure: the job runner, the outbox worker, OAuth installs, /metrics and /readyz, operator commands
  'slack', //              the generic Bolt adapter: the feature contract, deps, context, guard, dispatch
  'features', //           what people do, one folder each, with the jobs that continue them
  'insights', //           the insights dashboard and the managers' monthly summary job
  'runtime.ts', //         builds the app: hands the features and the command grammar to the adapter
  'workbench', //          the local workbench around a running app
  'main.ts', //            the one entry point
];

/** A file's layer: its top-level folder under src/, or its own name when it lies directly in src/. */
const layerOf = (file: string) => rel(file).split('/')[0]!;
const isRoot = (file: string) => !rel(file).includes('/');

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

describe('the layers of src/: every arrow points down', () => {
  it('places every folder and file of src/ in a layer, and names no layer that is not there', () => {
    const present = [...new Set(files.map(layerOf))].sort();
    expect(present.filter((name) => !LAYERS.includes(name)).map((name) => `src/${name} has no place in LAYERS`)).toEqual([]);
    expect(LAYERS.filter((name) => !present.includes(name)).map((name) => `LAYERS names ${name}, which src/ does not hold`)).toEqual([]);
  });

  it('has no two folders importing each other', () => {
    const example = new Map<string, string>();
    for (const file of files.filter((f) => !isRoot(f)))
      for (const { spec, to } of importSpecifiers(file))
        if (!isRoot(to) && layerOf(to) !== layerOf(file) && !example.has(`${layerOf(file)} -> ${layerOf(to)}`))
          example.set(`${layerOf(file)} -> ${layerOf(to)}`, `${rel(file)} imports '${spec}'`);
    const both = [...example.keys()].filter((edge) => {
      const [from, to] = edge.split(' -> ');
      return from! < to! && example.has(`${to} -> ${from}`);
    });
    expect(both.map((edge) => `${edge.replace(' -> ', ' <-> ')}: ${example.get(edge)}; ${example.get(edge.split(' -> ').reverse().join(' -> '))}`)).toEqual([]);
  });

  it('has no import from a lower layer to a higher one', () => {
    const upward = files
      .filter((file) => !isRoot(file))
      .flatMap((file) =>
        importSpecifiers(file)
          .filter(({ to }) => LAYERS.indexOf(layerOf(to)) > LAYERS.indexOf(layerOf(file)))
          .map(({ spec, to }) => `${rel(file)} imports '${spec}': ${layerOf(file)} is below ${layerOf(to)}`),
      );
    expect(upward).toEqual([]);
  });
});

describe('the shape of src/', () => {
  // src/service is the embedded engagement service, owned apart (issue 12); its own structure is checked there.
  it('has no import circle in the app', () => {
    expect(findCircle((f) => !rel(f).startsWith('service/'))).toBeUndefined();
  });

  it('has no import circle in the embedded service (type-only imports count)', () => {
    expect(findCircle((f) => rel(f).startsWith('service/'))).toBeUndefined();
  });

  it('keeps the root of features/ to the list of features: shared pieces live in ui/, directory/, store/ or slack/', () => {
    const loose = readdirSync(join(SRC, 'features'), { withFileTypes: true })
      .filter((e) => e.isFile() && e.name !== 'index.ts')
      .map((e) => e.name);
    expect(loose).toEqual([]);
  });

  it('gives every flow and job handler in features/, every job of insights/ and ops/ narrow deps, never the whole FeatureDeps', () => {
    const whole = where(within('features/', 'ops/', 'insights/summary-job.ts'), (node) =>
      ts.isParameter(node) && node.type?.getText() === 'FeatureDeps' ? node.parent.getText().split('\n')[0]!.slice(0, 80) : undefined,
    );
    expect(whole).toEqual([]);
  });

  // App Home is composed only of what features declare (Feature.home, Feature.homeButton): the home feature renders
  // them in order without knowing any of them, and whether a part is for admins is the guard's (shownTo) to say.
  it('builds App Home only from the features’ declarations: the home feature imports no other feature, asks no admin', () => {
    const home = within('features/home/');
    const foreign = home.flatMap(([f]) =>
      importsOf(f)
        .map(rel)
        .filter((to) => to.startsWith('features/') && !to.startsWith('features/home/'))
        .map((to) => `${rel(f)} imports ${to}`),
    );
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
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.expression.getText() === 'app' &&
      BOLT.includes(node.expression.name.text)
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
    const casts = where(
      [...parsed].filter(([f]) => !rel(f).startsWith('service/')),
      (node) => (ts.isAsExpression(node) && /data\?\s*:\s*\{\s*error/.test(node.type.getText()) ? node.getText() : undefined),
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

// Global setup (vitest.config.ts): src/ compiled once per run, file by file, with the esbuild tsx runs, so the tests that
// start the app as a process (kills, takeovers, two instances: dozens of starts a file) start plain Node on JavaScript.
// Through tsx's loader thread, loading the app took some 4 s of CPU, compiled 1.5 s (measure: `/usr/bin/time node
// --import tsx -e "await import('./src/runtime.ts')"`, then the same on this copy's src/runtime.js with plain node).
// The copy mirrors the repository (src/, pages/, node_modules/, package.json), so what the app finds from its own
// files' paths resolves as it does from src/.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { APP_DIR_ENV } from './app-process.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** Compiles ROOT's src/ into `to`/src (TypeScript as tsx compiles it; any other file copied). */
export async function compileApp(to: string): Promise<void> {
  const { compilerOptions } = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')) as { compilerOptions: Record<string, unknown> };
  const src = join(ROOT, 'src');
  await Promise.all(
    filesUnder(src).map(async (file) => {
      const target = join(to, 'src', file.replace(/\.ts$/, '.js'));
      mkdirSync(dirname(target), { recursive: true });
      if (!file.endsWith('.ts')) return cpSync(join(src, file), target);
      const { code } = await transform(readFileSync(join(src, file), 'utf8'), {
        loader: 'ts',
        format: 'esm',
        platform: 'node',
        target: `node${process.versions.node}`,
        sourcefile: join(src, file),
        tsconfigRaw: { compilerOptions },
      });
      writeFileSync(target, code);
    }),
  );
  cpSync(join(ROOT, 'package.json'), join(to, 'package.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(to, 'node_modules'), 'dir');
  symlinkSync(join(ROOT, 'pages'), join(to, 'pages'), 'dir');
}

export default async function setup(): Promise<() => void> {
  // Each project of the config runs its global setup: the first one compiles, for all.
  if (process.env[APP_DIR_ENV]) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'kudos-app-'));
  await compileApp(dir);
  // The test workers inherit this process's environment.
  process.env[APP_DIR_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { freePort } from './server-process';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(repoRoot, 'apps/server/dist');
const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-scripts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** When each file of the server build was last written: a script that builds changes them. */
const buildStamps = () =>
  readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `${name} ${statSync(path.join(dist, name)).mtimeMs}`);

async function existingDatabase(name: string) {
  const file = path.join(dir, name);
  const database = openDatabase(file);
  await migrate(database);
  await database.close();
  return file;
}

describe('production scripts (root package.json)', () => {
  it('npm run serve starts the built server in production, without building', async () => {
    const before = buildStamps();
    const port = await freePort();
    // Its own process group, so the whole npm → sh → node chain can be stopped at once.
    const child = spawn('npm', ['run', 'serve', '--silent'], {
      cwd: repoRoot,
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: path.join(dir, 'serve.db'),
        SEED_CONTENT: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      let status = 0;
      for (let attempt = 0; attempt < 300 && status !== 200 && child.exitCode === null; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (response) => response.status,
          () => 0,
        );
      }
      expect(status, output).toBe(200);
      // Production logs: one JSON object per line (development would pretty-print them).
      expect(output).toMatch(/^\{"level":30,.*"msg":"database ready"\}$/m);
      expect(buildStamps()).toEqual(before);
    } finally {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  }, 90_000);

  it('npm run admin, retention, backup and migrate run the built CLIs, without building', async () => {
    const before = buildStamps();
    const env = { ...process.env, DATABASE_URL: await existingDatabase('cli.db') };
    const admin = spawnSync('npm', ['run', 'admin', '--silent', '--', 'list'], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
    });
    expect(admin.status, admin.stderr).toBe(0);
    expect(admin.stderr).toContain('Database: sqlite:');
    const retention = spawnSync('npm', ['run', 'retention', '--silent'], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
    });
    expect(retention.status, retention.stderr).toBe(0);
    expect(retention.stdout).toContain('0 records deleted');
    const copy = path.join(dir, 'backup', 'cli-copy.db');
    const backup = spawnSync('npm', ['run', 'backup', '--silent', '--', copy], {
      cwd: repoRoot,
      env: { ...env, UPLOAD_DIR: path.join(dir, 'uploads') },
      encoding: 'utf8',
    });
    expect(backup.status, backup.stderr).toBe(0);
    expect(statSync(copy).size).toBeGreaterThan(0);
    const migrations = spawnSync('npm', ['run', 'migrate', '--silent', '--', 'status'], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
    });
    expect(migrations.status, migrations.stderr).toBe(0);
    expect(migrations.stdout).toMatch(/^0001-baseline +applied /m);
    expect(buildStamps()).toEqual(before);
  }, 90_000);
});

/** Every package the built code imports at run time, with how (static or dynamic). */
function importsOf(folder: string) {
  const found = new Map<string, Set<string>>();
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' });
  for (const name of files.filter((file) => file.endsWith('.js'))) {
    const code = readFileSync(path.join(folder, name), 'utf8');
    // esbuild's and Vite's output: `import x from "pkg"`, `import "pkg"`, `import("pkg")`.
    const patterns = [
      [
        'static',
        /(?:^|[\s;}])(?:import|export)\s*(?:[\w*${},\s]+from\s*)?["']((?:@[\w.-]+\/)?\w[\w.:-]*(?:\/[\w.@-]+)*)["']/g,
      ],
      ['dynamic', /\bimport\(\s*["']((?:@[\w.-]+\/)?\w[\w.:-]*(?:\/[\w.@-]+)*)["']\s*\)/g],
    ] as const;
    for (const [kind, pattern] of patterns) {
      for (const match of code.matchAll(pattern)) {
        const specifier = match[1] ?? '';
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : (specifier.split('/')[0] ?? specifier);
        found.set(name, (found.get(name) ?? new Set()).add(kind));
      }
    }
  }
  return found;
}

const dependenciesOf = (workspace: string) =>
  Object.keys(
    (
      JSON.parse(readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      }
    ).dependencies ?? {},
  );

describe('the build needs only production dependencies (npm ci --omit=dev)', () => {
  const installed = new Set([
    ...builtinModules,
    ...dependenciesOf('apps/server'),
    ...dependenciesOf('apps/web'),
    ...dependenciesOf('packages/contract'),
  ]);
  const notInstalled = (folder: string) =>
    [...importsOf(folder)]
      .filter(([name]) => !name.startsWith('node:') && !installed.has(name))
      .map(([name, kinds]) => `${name} (${[...kinds].join(', ')})`);

  it('the server bundle imports only dependencies (Vite, a dev dependency, only in dev mode)', () => {
    const imports = importsOf(dist);
    expect(imports.get('fastify')).toEqual(new Set(['static']));
    // WEB_DEV_MODE loads Vite on demand; production never does.
    expect(notInstalled(dist)).toEqual(['vite (dynamic)']);
  });

  it('the web server build imports only dependencies', () => {
    const build = path.join(repoRoot, 'apps/web/build/server');
    expect(importsOf(build).get('react')).toEqual(new Set(['static']));
    expect(notInstalled(build)).toEqual([]);
  });
});

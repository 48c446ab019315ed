import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables } from '../src/config';
import { argsOf, dockerfileStages, envOf, fromOf, yamlBlock, yamlMap } from './container-files';

// No container engine runs on these machines: these checks hold the Dockerfile and compose.yaml
// to what the server needs; docs/deployment.md#container says what was run by hand.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const read = (name: string) => readFileSync(path.join(repoRoot, name), 'utf8');

const stages = dockerfileStages(read('Dockerfile'));
const runtime = stages.at(-1) ?? [];
const stageNamed = (name: string) => stages.find((stage) => fromOf(stage).name === name) ?? [];
const defaultOf = (name: string) =>
  String(configVariables().find(({ docs }) => docs.env === name)?.schema.default);

describe('Dockerfile', () => {
  it('builds in stages and runs on the official Node 20 slim image, pinned to a release', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const version = /^ARG NODE_VERSION=(\S+)$/m.exec(read('Dockerfile'))?.[1];
    expect(version).toMatch(/^20\.\d+\.\d+$/);
    // The final image starts again from the bare image: no compiler, no dev dependencies.
    expect(fromOf(runtime).image).toBe('node:${NODE_VERSION}-bookworm-slim');
    expect(argsOf(runtime, 'RUN').join(' ')).not.toMatch(/apt-get|npm (ci|install)/);
  });

  it('takes production dependencies from `npm ci --omit=dev` and the build from `npm run build`', () => {
    const copies = argsOf(runtime, 'COPY');
    const from = (stage: string, source: string) =>
      copies.some((args) => args.startsWith(`--from=${stage} ${source} `));
    // All of /app: npm also installs into the workspaces' own node_modules.
    expect(copies).toContain('--from=deps /app ./');
    expect(argsOf(stageNamed('deps'), 'RUN').join(' ')).toContain('npm ci --omit=dev');
    expect(argsOf(stageNamed('build'), 'RUN')).toContain('npm run build');
    // What the server reads at run time (config.ts): its bundle, the web build and the seed. The
    // builds are release folders named by VITRINE_RELEASE_ID (decision 0049), copied under the
    // paths the server reads: a link to them would depend on how the builder copies links.
    const webBuild = defaultOf('WEB_BUILD_DIR');
    const release = envOf(stageNamed('build')).get('VITRINE_RELEASE_ID');
    expect(release).toMatch(/^[\w-]+$/);
    for (const folder of ['apps/server/dist', webBuild]) {
      expect(copies, folder).toContain(`--from=build /app/${folder}.${release} ${folder}`);
    }
    expect(from('build', '/app/apps/server/seed'), 'apps/server/seed').toBe(true);
  });

  it('copies from the build context only files that exist', () => {
    const sources = stages
      .flatMap((stage) => argsOf(stage, 'COPY'))
      .filter((args) => !args.startsWith('--from='))
      .flatMap((args) => args.split(/\s+/).slice(0, -1));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources)
      expect(existsSync(path.join(repoRoot, source)), source).toBe(true);
  });

  it('runs as an unprivileged user, in production, with its data in the /data volume', () => {
    const user = argsOf(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user?.split(':')[0]);
    const env = envOf(runtime);
    expect(env.get('NODE_ENV')).toBe('production');
    expect(env.get('DATABASE_URL')).toMatch(/^\/data\//);
    expect(env.get('UPLOAD_DIR')).toMatch(/^\/data\//);
    expect(argsOf(runtime, 'VOLUME')).toEqual(['["/data"]']);
    expect(argsOf(runtime, 'EXPOSE')).toEqual([defaultOf('PORT')]);
  });

  it('checks /readyz with Node itself and starts Node directly, so SIGTERM reaches it', () => {
    const [healthcheck = ''] = argsOf(runtime, 'HEALTHCHECK');
    const command = JSON.parse(healthcheck.slice(healthcheck.indexOf('CMD ') + 4)) as string[];
    expect(command[0]).toBe('node');
    expect(command.join(' ')).toContain('/readyz');
    const cmd = JSON.parse(argsOf(runtime, 'CMD').at(-1) ?? '[]') as string[];
    expect(cmd).toEqual(['node', 'apps/server/dist/main.js']);
    // The same file `npm run serve` starts, bundled from src/main.ts.
    expect(read('package.json')).toContain('node apps/server/dist/main.js');
    expect(read('apps/server/build.mjs')).toContain("'src/main.ts'");
  });

  it('.dockerignore keeps installed packages, data, build output, history and secrets out', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of [
      '**/node_modules',
      'data',
      'apps/server/dist',
      'apps/server/dist.*',
      'apps/web/build',
      'apps/web/build.*',
      '.git',
      '.env',
    ]) {
      expect(ignored, entry).toContain(entry);
    }
  });
});

describe('compose.yaml', () => {
  const lines = read('compose.yaml').split('\n');
  const services = yamlMap(yamlBlock(lines, 'services', 0), 2);
  const site = yamlBlock(lines, 'site', 2);
  const environment = yamlMap(yamlBlock(site, 'environment', 4), 6);

  it('runs the site with PostgreSQL 15 and Redis 7, once both are healthy', () => {
    expect([...services.keys()]).toEqual(['site', 'postgres', 'redis']);
    expect(yamlMap(yamlBlock(lines, 'postgres', 2), 4).get('image')).toMatch(/^postgres:15\b/);
    expect(yamlMap(yamlBlock(lines, 'redis', 2), 4).get('image')).toMatch(/^redis:7\b/);
    const dependsOn = yamlBlock(site, 'depends_on', 4);
    for (const service of ['postgres', 'redis']) {
      expect(yamlMap(yamlBlock(dependsOn, service, 6), 8).get('condition')).toBe('service_healthy');
      expect(yamlBlock(lines, service, 2).join('\n')).toContain('healthcheck:');
    }
  });

  it('gives the site only documented settings, and its secrets only from .env', () => {
    const documented = new Set(configVariables().map(({ docs }) => docs.env));
    expect(environment.size).toBeGreaterThan(5);
    for (const name of environment.keys()) expect(documented, name).toContain(name);
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'ADMIN_PASSWORD', 'SMTP_URL']) {
      expect(environment.get(name), name).toMatch(/\$\{[A-Z_]+(:[-?][^}]*)?\}/);
    }
    expect(environment.get('DATABASE_URL')).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(environment.get('REDIS_URL')).toMatch(/^redis:\/\/.*@redis:6379\b/);
  });

  it('publishes the site on loopback unless SITE_BIND says otherwise', () => {
    const ports = yamlBlock(site, 'ports', 4).filter((line) => line.trim().startsWith('- '));
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(port.trim()).toMatch(/^- '\$\{SITE_BIND:-127\.0\.0\.1\}:/);
  });

  it('seeds the site content but no demo posts unless the .env asks for them', () => {
    expect(environment.get('SEED_CONTENT')).toBe('${SEED_CONTENT:-true}');
    expect(environment.get('SEED_DEMO_POSTS')).toBe('${SEED_DEMO_POSTS:-false}');
  });

  it.each(['site', 'postgres', 'redis'])('caps the logs and the memory of %s', (service) => {
    const settings = yamlBlock(lines, service, 2);
    expect(yamlMap(settings, 4).get('mem_limit')).toMatch(/^\d+[mg]$/);
    const logging = yamlBlock(settings, 'logging', 4);
    expect(yamlMap(logging, 6).get('driver')).toBe('json-file');
    const options = yamlMap(yamlBlock(logging, 'options', 6), 8);
    expect(options.get('max-size')).toMatch(/^\d+m$/);
    expect(Number(options.get('max-file'))).toBeGreaterThan(1);
  });

  it('names the version line of each image, and says how to pin digests', () => {
    expect(yamlMap(yamlBlock(lines, 'postgres', 2), 4).get('image')).toMatch(/^postgres:15-/);
    expect(yamlMap(yamlBlock(lines, 'redis', 2), 4).get('image')).toMatch(/^redis:7\.\d+-/);
    expect(lines.join('\n')).toContain('docker buildx imagetools inspect');
    expect(read('docs/deployment.md')).toContain('docker buildx imagetools inspect');
  });

  it('keeps the Redis password off the command line', () => {
    const redis = yamlBlock(lines, 'redis', 2);
    const started = [...yamlBlock(redis, 'entrypoint', 4), ...yamlBlock(redis, 'command', 4)];
    const startLine = started.join('\n');
    // Compose would put the password itself into the process's arguments.
    expect(startLine).not.toMatch(/\$\{REDIS_PASSWORD/);
    expect(startLine).not.toContain('--requirepass');
    expect(startLine).toContain('requirepass %s');
    expect(startLine).toContain('"$$REDIS_PASSWORD" > /run/redis/redis.conf');
    expect(startLine).toContain('exec docker-entrypoint.sh redis-server /run/redis/redis.conf');
    expect(yamlBlock(redis, 'tmpfs', 4).map((line) => line.trim())).toEqual(['- /run/redis']);
  });

  it('lets in-flight requests finish before Docker kills the site', () => {
    const settings = yamlMap(site, 4);
    expect(settings.get('init')).toBe('true');
    const grace = Number(/^(\d+)s$/.exec(settings.get('stop_grace_period') ?? '')?.[1]) * 1000;
    // The drain (5 s unless set), then in-flight requests.
    const drain = Number(environment.get('SHUTDOWN_DRAIN_MS') ?? 5000);
    expect(grace).toBeGreaterThan(drain + Number(environment.get('SHUTDOWN_TIMEOUT_MS')));
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A module resolve hook, preloaded into a server process, that writes down every specifier
// matching the pattern the process asks for (the built server's imports of packages).
const HOOKS = `import { appendFileSync } from 'node:fs';
const pattern = new RegExp(process.env.RESOLVED_PACKAGES_PATTERN);
export async function resolve(specifier, context, next) {
  if (pattern.test(specifier)) appendFileSync(process.env.RESOLVED_PACKAGES_LOG, specifier + '\\n');
  return next(specifier, context);
}
`;
const REGISTER = `import { register } from 'node:module';
register('./resolve-hooks.mjs', import.meta.url);
`;

/** Environment for `startServer` that records the packages it resolves, and the record. */
export function watchResolvedPackages(dir: string, name: string, pattern: RegExp) {
  writeFileSync(path.join(dir, 'resolve-hooks.mjs'), HOOKS);
  writeFileSync(path.join(dir, 'register-hooks.mjs'), REGISTER);
  const log = path.join(dir, `${name}.resolved.log`);
  writeFileSync(log, '');
  return {
    env: {
      NODE_OPTIONS: `--import ${path.join(dir, 'register-hooks.mjs')}`,
      RESOLVED_PACKAGES_PATTERN: pattern.source,
      RESOLVED_PACKAGES_LOG: log,
    },
    /** What it resolved so far, one specifier per import. */
    resolved: () => readFileSync(log, 'utf8').split('\n').filter(Boolean),
  };
}

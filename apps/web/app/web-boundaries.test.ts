import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The web app's import boundaries (eslint/web-boundaries.js), run through ESLint on snippets
 * placed at paths of apps/web/app: what is forbidden fails at any depth, what is allowed passes.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await lint('apps/web/app/shared/warm-up.ts', 'export const warm = 1;\n');
});

const FORBIDDEN: [string, string, string, string][] = [
  [
    'a site section, three folders deep, imports the console',
    'apps/web/app/components/sections/home/x.tsx',
    "import { useConsole } from '../../../console/shared/console-context';\nexport const x = useConsole;\n",
    'The site never imports the console',
  ],
  [
    'the document imports a console feature',
    'apps/web/app/x.tsx',
    "import { useLeadWorkCopy } from './console/leads/leads';\nexport const x = useLeadWorkCopy;\n",
    'The site never imports the console',
  ],
  [
    'a console feature imports server source by a relative path',
    'apps/web/app/console/leads/x.ts',
    "import { buildApp } from '../../../../server/src/app';\nexport const x = buildApp;\n",
    'never imports the server',
  ],
  [
    'a site route imports a server type',
    'apps/web/app/routes/x.tsx',
    "import type { AppConfig } from '../../../server/src/config';\nexport type X = AppConfig;\n",
    'never imports the server',
  ],
  [
    'app/shared/ imports the console',
    'apps/web/app/shared/ui/x.ts',
    "import { useConsole } from '../../console/shared/console-context';\nexport const x = useConsole;\n",
    'app/shared/ imports neither the site nor the console',
  ],
  [
    'app/shared/ imports the site',
    'apps/web/app/shared/format/x.ts',
    "import { commonCopy } from '../../i18n/common-copy';\nexport const x = commonCopy;\n",
    'app/shared/ imports neither the site nor the console',
  ],
  [
    'a console component imports site copy',
    'apps/web/app/console/blog/components/x.tsx',
    "import { commonCopy } from '../../../i18n/common-copy';\nexport const x = commonCopy;\n",
    'The console never imports the site',
  ],
  [
    'console/shared/ imports a feature, even its entry',
    'apps/web/app/console/shared/table/x.ts',
    "import { useLeadWorkCopy } from '../../leads/leads';\nexport const x = useLeadWorkCopy;\n",
    'console/shared/ imports no console feature',
  ],
  [
    'a feature imports another feature’s component',
    'apps/web/app/console/dashboard/components/x.ts',
    "import { LeadStatusBadge } from '../../leads/components/lead-status-badge';\nexport const x = LeadStatusBadge;\n",
    'import its entry module',
  ],
  [
    'a feature loads another feature’s module on demand',
    'apps/web/app/console/campaigns/x.ts',
    "export const load = () => import('../blog/use-console-blog');\n",
    'import its entry module',
  ],
  [
    'a feature’s entry re-exports another feature’s module',
    'apps/web/app/console/users/users.ts',
    "export { useLeadsCopy } from '../leads/use-leads-copy';\n",
    'import its entry module',
  ],
];

const ALLOWED: [string, string, string][] = [
  [
    'a feature uses another feature’s entry, console/shared/, app/shared/ and the contract',
    'apps/web/app/console/dashboard/components/x.ts',
    [
      "import { LOCALES } from '@vitrine/contract/locales';",
      "import { formatCount } from '../../../shared/format/format-number';",
      "import { fillCopy } from '../../shared/console-locale';",
      "import { LeadStatusBadge } from '../../leads/leads';",
      "import { useDashboardCopy } from '../use-dashboard-copy';",
      'export const x = [LOCALES, formatCount, fillCopy, LeadStatusBadge, useDashboardCopy];',
      '',
    ].join('\n'),
  ],
  [
    'a site section uses other site folders, app/shared/ and the contract',
    'apps/web/app/components/sections/home/x.tsx',
    [
      "import { LOCALES } from '@vitrine/contract/locales';",
      "import { useToast } from '../../../shared/toast/use-toast';",
      "import { commonCopy } from '../../../i18n/common-copy';",
      'export const x = [LOCALES, useToast, commonCopy];',
      '',
    ].join('\n'),
  ],
  [
    'the route table names the console’s route ids',
    'apps/web/app/routes.ts',
    "import { LOGIN_ROUTE_ID } from './console/shared/console-routes';\nexport const x = LOGIN_ROUTE_ID;\n",
  ],
];

describe('web import boundaries', () => {
  it.each(FORBIDDEN)('refuses: %s', async (_case, filePath, code, reason) => {
    const messages = await lint(filePath, code);
    expect(messages).toContainEqual({
      ruleId: 'boundaries/dependencies',
      message: expect.stringContaining(reason),
    });
  });

  it.each(ALLOWED)('accepts: %s', async (_case, filePath, code) => {
    expect(await lint(filePath, code)).toEqual([]);
  });

  it('lets journeys use the server’s test doubles, never its source or build', async () => {
    const journey = 'apps/web/e2e/x.e2e.test.ts';
    for (const from of ['../../server/src/app', '../../server/dist/start-server.js']) {
      expect(
        await lint(journey, `import { x } from '${from}';\nexport const y = x;\n`),
      ).toContainEqual({
        ruleId: 'no-restricted-imports',
        message: expect.stringContaining('never imports the server'),
      });
    }
    const double =
      "import { startOpenAiServer } from '../../server/test/openai-compatible-server';";
    expect(await lint(journey, `${double}\nexport const y = startOpenAiServer;\n`)).toEqual([]);
  });

  it('places every file in a layer: a new folder, or a file loose in console/, fails', async () => {
    for (const filePath of ['apps/web/app/widgets/x.ts', 'apps/web/app/console/x.ts']) {
      expect(await lint(filePath, 'export const x = 1;\n')).toContainEqual({
        ruleId: 'boundaries/no-unknown-files',
        message: expect.any(String),
      });
    }
  });
});

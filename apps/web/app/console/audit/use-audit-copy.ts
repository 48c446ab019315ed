import { consoleAuditCopy as auditEn } from './content/en/console-audit';
import { consoleAuditCopy as auditFr, type ConsoleAuditCopy } from './content/fr/console-audit';
import { useConsole } from '../shared/console-context';

/** The copy of the audit trail page, in the console's language. */
export function useAuditCopy(): ConsoleAuditCopy {
  const { locale } = useConsole();
  return locale === 'en' ? auditEn : auditFr;
}

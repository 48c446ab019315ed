import { redactCredentials } from './http/redact-credentials';

/**
 * Runs a command-line tool on its arguments. On an error it prints the message, with any
 * credentials redacted, and exits with status 1.
 */
export function runCommandLine(run: (args: string[]) => Promise<unknown>) {
  run(process.argv.slice(2)).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : error;
    console.error(redactCredentials(String(message)));
    process.exit(1);
  });
}

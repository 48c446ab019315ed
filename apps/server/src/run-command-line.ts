import { redactCredentials } from './http/redact-credentials';

/** A mistake in how a command was called: `runCommandLine` prints the message and exits with 2. */
export class UsageError extends Error {}

/**
 * Runs a command-line tool on its arguments. A `UsageError` prints its message and sets exit
 * status 2; any other error prints its message, with any credentials redacted, and exits with 1.
 */
export function runCommandLine(run: (args: string[]) => Promise<unknown>) {
  run(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exitCode = 2;
      return;
    }
    const message = error instanceof Error ? error.message : error;
    console.error(redactCredentials(String(message)));
    process.exit(1);
  });
}

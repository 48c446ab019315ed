// The server's entry: it listens for SIGTERM and SIGINT before anything else loads (the server's
// modules take a second or so), then starts the server from its own bundle. As PID 1 in a
// container, a signal nobody listens to is ignored (decision 0031).
import { redactCredentials } from './http/redact-credentials';

// During start, stop at once: migrations are transactional and the SQLite lock goes with the
// process. Once the server is built, the graceful shutdown takes over.
let stop: (signal: string) => void = (signal) => {
  console.error(`Vitrine: ${signal} during start; stopping`);
  process.exit(0);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

try {
  // Built as its own file (build.mjs), so this one stays small.
  const { startServer } = await import('./start-server.js');
  await startServer((graceful) => {
    stop = graceful;
  });
} catch (error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  console.error('Vitrine could not start:', redactCredentials(message));
  process.exit(1);
}

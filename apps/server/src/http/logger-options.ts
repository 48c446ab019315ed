import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';
import { redactCredentials } from './redact-credentials';

/**
 * pino settings: request ids, no bodies, no query strings (filters may hold e-mails), no client
 * IPs, the usual personal fields redacted wherever they appear, and no password of a URL
 * (`DATABASE_URL`, `SMTP_URL`, `REDIS_URL`) anywhere in a line, errors included.
 */
export function loggerOptions(level: LogLevel, pretty: boolean): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.email',
        '*.password',
        '*.firstName',
        '*.lastName',
        '*.name',
        '*.full_name',
        '*.phone',
        '*.access_token',
        '*.token',
        '*.apiKey',
        '*.api_key',
      ],
      censor: '[redacted]',
    },
    hooks: { streamWrite: redactCredentials },
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

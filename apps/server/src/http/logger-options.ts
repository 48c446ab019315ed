import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';

/**
 * pino settings: request ids, no bodies, no query strings (filters may hold e-mails), no client
 * IPs, and the usual personal fields redacted wherever they appear.
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
      ],
      censor: '[redacted]',
    },
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

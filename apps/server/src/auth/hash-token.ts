import { createHash } from 'node:crypto';

/** The SHA-256 (hex) under which a secret token is stored. */
export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { storedSecret } from '../db/stored-secret';

const VERSION = 'v1';

/**
 * Encrypts the TOTP secrets at rest (AES-256-GCM) with a key kept in `app_secrets` under
 * `totp-secrets`: a copy of the `user_totp` table alone (an export, a log, a query's output)
 * reveals no secret. A copy of the whole database holds the key too (decision 0055). Webhook
 * secrets are sealed the same way under a key of their own (`keyName`, decision 0060).
 */
export function secretBox(database: Database, keyName = 'totp-secrets') {
  const keyMaterial = storedSecret(database, keyName);
  const key = async () =>
    createHash('sha256')
      .update(await keyMaterial())
      .digest();
  return {
    async seal(plain: string) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await key(), iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join(':');
    },
    async open(stored: string) {
      const [version, iv, tag, sealed] = stored.split(':');
      if (version !== VERSION || !iv || !tag || !sealed) throw new Error('unknown sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', await key(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(sealed, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;

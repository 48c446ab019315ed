import { randomBytes } from 'node:crypto';
import { secretBox, type SecretBox } from '../auth/auth';
import type { Database } from '../db/database';
import { WEBHOOK_SECRETS_TABLE } from '../db/schema-migrations/0014-webhooks';

/** A Standard Webhooks secret: `whsec_` and the base64 of 32 random bytes. */
export function newWebhookSecret() {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The signing secrets, sealed at rest (AES-256-GCM under the `webhook-secrets` key, decision
 * 0060) in their own table: answered once when made, read back only to sign deliveries.
 */
export class WebhookSecrets {
  private readonly box: SecretBox;

  constructor(private readonly database: Database) {
    this.box = secretBox(database, 'webhook-secrets');
  }

  /** Makes and stores a new secret for `webhookId`, replacing any; answers it. */
  async renew(webhookId: string) {
    const secret = newWebhookSecret();
    const sealed = await this.box.seal(secret);
    await this.database.db
      .insertInto(WEBHOOK_SECRETS_TABLE)
      .values({ webhook_id: webhookId, sealed, created_date: new Date().toISOString() })
      .onConflict((conflict) =>
        conflict
          .column('webhook_id')
          .doUpdateSet({ sealed, created_date: new Date().toISOString() }),
      )
      .execute();
    return secret;
  }

  async read(webhookId: string) {
    const row = await this.database.db
      .selectFrom(WEBHOOK_SECRETS_TABLE)
      .select('sealed')
      .where('webhook_id', '=', webhookId)
      .executeTakeFirst();
    return row ? this.box.open(String(row.sealed)) : undefined;
  }

  async remove(webhookIds: string[]) {
    if (webhookIds.length === 0) return;
    await this.database.db
      .deleteFrom(WEBHOOK_SECRETS_TABLE)
      .where('webhook_id', 'in', webhookIds)
      .execute();
  }
}

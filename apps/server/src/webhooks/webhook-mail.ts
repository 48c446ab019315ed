import type { NewEmail } from '../mail/mail';
import { fr, renderMail } from '../mail/mail';

/** The e-mail to an admin when the server turned a webhook off (decision 0060), FR or EN. */
export function webhookDisabledEmail(
  to: string,
  language: 'fr' | 'en',
  webhook: { url: string },
  consoleUrl: string,
): NewEmail {
  const privacy =
    language === 'fr'
      ? {
          text: 'Vous recevez ce message parce que vous administrez le site Vitrine.',
        }
      : { text: 'You receive this message because you administer the Vitrine website.' };
  const content =
    language === 'fr'
      ? {
          subject: fr`Webhook désactivé : ${webhook.url}`,
          blocks: [
            { type: 'paragraph' as const, text: 'Bonjour,' },
            {
              type: 'paragraph' as const,
              text: fr`Toutes les livraisons vers ${webhook.url} échouent depuis 24 heures : le serveur a désactivé ce webhook. Plus aucun événement ne lui est envoyé.`,
            },
            {
              type: 'paragraph' as const,
              text: fr`Une fois le destinataire réparé, réactivez-le depuis la console et renvoyez les livraisons manquées.`,
            },
            { type: 'button' as const, label: 'Ouvrir les webhooks', url: consoleUrl },
          ],
          signature: "L'équipe Vitrine",
          privacy,
        }
      : {
          subject: `Webhook turned off: ${webhook.url}`,
          blocks: [
            { type: 'paragraph' as const, text: 'Hello,' },
            {
              type: 'paragraph' as const,
              text: `Every delivery to ${webhook.url} has failed for 24 hours, so the server turned this webhook off. No more events are sent to it.`,
            },
            {
              type: 'paragraph' as const,
              text: 'Once the receiver is fixed, turn it back on from the console and redeliver what it missed.',
            },
            { type: 'button' as const, label: 'Open the webhooks', url: consoleUrl },
          ],
          signature: 'The Vitrine team',
          privacy,
        };
  const { subject, text, html } = renderMail(content, language);
  return { to, subject, text, html, kind: 'webhook-disabled', language };
}

import type { Locale } from '@vitrine/contract/locales';
import { Users } from 'lucide-react';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import { countedCopy, formatCountFor } from '../../shared/counted-copy';
import type { AudienceState } from '../use-audience';
import { fillCopy } from '../../shared/console-locale';

/** How many confirmed subscribers of the campaign's language it would reach now, and who not. */
export function CampaignAudience({
  audience,
  language,
  copy,
  locale,
  heading = true,
}: {
  audience: AudienceState;
  /** False for the second language's audience, under the first one's heading. */
  heading?: boolean;
  language: Locale;
  copy: ConsoleCampaignsCopy;
  locale: Locale;
}) {
  const { send } = copy;
  return (
    <div>
      {heading ? (
        <h3 className="text-base font-semibold text-ink">{send.audienceHeading}</h3>
      ) : null}
      {audience.state === 'loading' ? (
        <p className="mt-1 text-sm text-slate-600">{send.audienceLoading}</p>
      ) : audience.state === 'failed' ? (
        <p className="mt-1 text-sm font-medium text-red-700">
          {fillCopy(send.audienceFailed, { message: audience.message })}
        </p>
      ) : (
        <>
          <p className="mt-1 flex items-center gap-2 font-semibold text-ink">
            <Users aria-hidden="true" className="size-4 text-brand" />
            {countedCopy(send.audience, audience.audience.confirmed, locale, {
              language: copy.audienceOf[language],
            })}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {audience.audience.confirmed === 0
              ? send.noAudience
              : `${fillCopy(send.audienceDetail, {
                  pending: formatCountFor(audience.audience.pending, locale),
                  bouncing: formatCountFor(audience.audience.bouncing, locale),
                })} ${send.audienceNote}`}
          </p>
        </>
      )}
    </div>
  );
}

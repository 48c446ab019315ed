import { consoleCampaignsCopy as campaignsEn } from './content/en/console-campaigns';
import {
  consoleCampaignsCopy as campaignsFr,
  type ConsoleCampaignsCopy,
} from './content/fr/console-campaigns';
import { useConsole } from '../shared/console-context';

/** The copy of the campaign pages, in the console's language. */
export function useCampaignsCopy(): ConsoleCampaignsCopy {
  const { locale } = useConsole();
  return locale === 'en' ? campaignsEn : campaignsFr;
}

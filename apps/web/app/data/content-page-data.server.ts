import type { AppLoadContext } from 'react-router';
import { aboutCopy } from '../i18n/about-copy';
import { homeCopy } from '../i18n/home-copy';
import { pricingCopy } from '../i18n/pricing-copy';
import { requestLocale } from '../i18n/request-locale';
import { aboutContent, homeContent, pricingContent } from '../shared/site-content/record-views';
import { siteContentReader } from './site-content-source.server';

/**
 * What the loaders of the pages drawn from content records answer: the page's copy and its
 * records, in the request's language. Loader data travels with the page, never in its script.
 */
export async function homePageData(request: Request, context: AppLoadContext | undefined) {
  const locale = requestLocale(request);
  const content = await homeContent(siteContentReader(context), locale);
  return { locale, copy: homeCopy(locale), content };
}

export async function pricingPageData(request: Request, context: AppLoadContext | undefined) {
  const locale = requestLocale(request);
  const content = await pricingContent(siteContentReader(context), locale);
  return { locale, copy: pricingCopy(locale), content };
}

export async function aboutPageData(request: Request, context: AppLoadContext | undefined) {
  const locale = requestLocale(request);
  const content = await aboutContent(siteContentReader(context), locale);
  return { locale, copy: aboutCopy(locale), content };
}

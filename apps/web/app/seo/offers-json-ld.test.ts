import { SITE_CONTENT_SEED } from '@vitrine/contract/site-content/site-content';
import { describe, expect, it } from 'vitest';
import { planView } from '../shared/site-content/record-views';
import { offersJsonLd } from './offers-json-ld';

const plans = (locale: 'fr' | 'en') => SITE_CONTENT_SEED.Plan.map((plan) => planView(plan, locale));

describe('offersJsonLd', () => {
  it('gives each plan an Offer in the page language’s currency and its own price', () => {
    const french = offersJsonLd(plans('fr'), 'fr', 'Vitrine');
    const english = offersJsonLd(plans('en'), 'en', 'Vitrine');
    expect(french).toMatchObject({ '@type': 'Product', name: 'Vitrine' });
    const offer = (data: typeof french) =>
      data.offers.map(({ name, price, priceCurrency }) => [name, price, priceCurrency]);
    expect(offer(french)).toEqual([
      ['Gratuit', 0, 'EUR'],
      ['Starter', 19.99, 'EUR'],
      ['Professionnel', 49.99, 'EUR'],
      ['Entreprise', 99.99, 'EUR'],
    ]);
    expect(offer(english)).toEqual([
      ['Free', 0, 'USD'],
      ['Starter', 19, 'USD'],
      ['Professional', 49, 'USD'],
      ['Enterprise', 99, 'USD'],
    ]);
    expect(english.offers[1]!.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: 19,
      priceCurrency: 'USD',
      billingDuration: 'P1M',
    });
  });
});

import type { Locale } from '@vitrine/contract/locales';

/**
 * The `Intl` locale of each language, for the site and the console alike: French as in France,
 * English as in the United States (dollars, `Jul 28, 2026`), docs/product.md §10.4.
 */
export const INTL_LOCALES: Record<Locale, string> = { fr: 'fr-FR', en: 'en-US' };

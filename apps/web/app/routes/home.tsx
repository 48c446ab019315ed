import { useLocation } from 'react-router';
import { copyFor } from '../i18n/copy';
import { localeFromPath } from '../i18n/locale-from-path';
import type { Route } from './+types/home';

export function meta({ location }: Route.MetaArgs) {
  const { seo } = copyFor(localeFromPath(location.pathname));
  return [
    { title: seo.pages.home.title },
    { name: 'description', content: seo.pages.home.description },
  ];
}

export default function Home() {
  const { home, common } = copyFor(localeFromPath(useLocation().pathname));
  return (
    <main id="main" className="mx-auto max-w-5xl px-6 py-24">
      <p className="text-sm font-semibold text-brand">{home.hero.badge}</p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-6xl">
        {home.hero.titleStart} <span className="text-brand">{home.hero.titleHighlight}</span>{' '}
        {home.hero.titleEnd}
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-slate-600">{home.hero.subtitle}</p>
      <p className="mt-10 text-sm text-slate-500">{common.siteName}</p>
    </main>
  );
}

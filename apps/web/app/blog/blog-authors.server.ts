import type { Locale } from '@vitrine/contract/locales';
import { safeImageUrl } from '@vitrine/contract/entities/image-url';
import type { AppLoadContext } from 'react-router';
import { siteContentReader } from '../data/site-content-source.server';
import type { ImageResolver } from './post-images.server';
import type { BlogAuthor } from './blog-types';
import { toResponsiveImage } from './responsive-image';

interface TeamRecord {
  id?: string;
  slug?: string;
  name: string;
  role: Record<Locale, string>;
  description: Record<Locale, string>;
  portrait?: string;
  portrait_alt: Record<Locale, string>;
}

async function authorOf(
  member: TeamRecord,
  locale: Locale,
  resolve: ImageResolver,
): Promise<BlogAuthor> {
  const portrait = safeImageUrl(member.portrait);
  const upload = portrait ? await resolve(portrait) : undefined;
  return {
    key: member.slug ?? '',
    name: member.name,
    role: member.role[locale],
    bio: member.description[locale],
    ...(portrait ? { portrait } : {}),
    ...(upload ? { image: toResponsiveImage(upload, 'whole') } : {}),
    portraitAlt: member.portrait_alt[locale],
  };
}

/** The visible team members who have a page key: the only authors a page names. */
async function authorRecords(context: AppLoadContext | undefined): Promise<TeamRecord[]> {
  const members = await siteContentReader(context)('TeamMember');
  return members.filter((member) => Boolean(member.slug));
}

/**
 * The author of a post (`BlogPost.author_id`): undefined when it names none, or a member who is
 * hidden, deleted or without a key (the post then shows no author, never a broken link).
 */
export async function findAuthorById(
  context: AppLoadContext | undefined,
  id: string | undefined,
  locale: Locale,
  resolve: ImageResolver,
): Promise<BlogAuthor | undefined> {
  if (!id) return undefined;
  const member = (await authorRecords(context)).find((record) => record.id === id);
  return member ? authorOf(member, locale, resolve) : undefined;
}

/** The author whose page `/blog?author=<key>` is, with the id their posts name; or undefined. */
export async function findAuthorByKey(
  context: AppLoadContext | undefined,
  key: string,
  locale: Locale,
  resolve: ImageResolver,
): Promise<{ id: string; author: BlogAuthor } | undefined> {
  const member = (await authorRecords(context)).find((record) => record.slug === key);
  if (!member?.id) return undefined;
  return { id: member.id, author: await authorOf(member, locale, resolve) };
}

import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { TeamMember } from '@vitrine/contract/entities/team-member';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { Executor } from '../db/executor';
import type { EntityStore } from '../entities/entity-store';
import { AppError } from '../errors/app-error';

type PostRef = { id: string; title: string; slug: string; language: string };
type MemberRef = { id: string; name: string };

/** 409 `IN_USE`: the upload is in these posts, or these team members' portrait. */
export class UploadInUseError extends AppError {
  constructor(
    readonly posts: PostRef[],
    readonly members: MemberRef[],
  ) {
    const users = [
      ...(posts.length > 0 ? [`${posts.length} post${posts.length > 1 ? 's' : ''}`] : []),
      ...(members.length > 0 ? [`the portrait of ${members.length} team member(s)`] : []),
    ].join(' and ');
    const names = [...posts.map((post) => post.title), ...members.map((member) => member.name)]
      .map((name) => `« ${name} »`)
      .join(', ');
    const message = `This image is used by ${users}: ${names}; remove it from them first`;
    super(409, API_ERROR_CODES.inUse, message);
  }

  override toBody() {
    return { ...super.toBody(), posts: this.posts, team_members: this.members };
  }
}

/** `/uploads/<32 hex>`: unique to the upload and its variants. */
const baseOf = (name: string) => `/uploads/${name.slice(0, name.indexOf('.'))}`;

/** The posts whose featured image or text names the upload (or one of its variants), read in `trx`. */
export async function postsUsing(store: EntityStore, trx: Executor, name: string) {
  const base = baseOf(name);
  const filter = { $or: [{ featured_image: { $regex: base } }, { content: { $regex: base } }] };
  const query = { filter, fields: ['title', 'slug', 'language'], limit: 20 };
  const rows = await store.list(BlogPost, query, trx);
  return rows.map((row): PostRef => ({
    id: row.id,
    title: String(row.title),
    slug: String(row.slug),
    language: String(row.language),
  }));
}

/** The team members whose portrait is the upload (or one of its variants), read in `trx`. */
export async function membersUsing(store: EntityStore, trx: Executor, name: string) {
  const query = { filter: { portrait: { $regex: baseOf(name) } }, fields: ['name'], limit: 20 };
  const rows = await store.list(TeamMember, query, trx);
  return rows.map((row): MemberRef => ({ id: row.id, name: String(row.name) }));
}

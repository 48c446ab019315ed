import { sql } from 'kysely';
import type { Database } from '../database';
import { createEntityTable } from '../entity-tables';

const TEAM_TABLE = 'ent_team_member';
const SLUG_MAX = 80;

/** « Inès Haddad » → `ines-haddad`; a name with no letter or digit gives `membre`. */
function slugOf(name: string) {
  const slug = name
    .toLowerCase()
    .replace(/[œæ]/g, (letter) => (letter === 'œ' ? 'oe' : 'ae'))
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX - 4)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'membre' : slug;
}

/**
 * Migration 0021: team members written before they had a `slug` (the key of their author page,
 * `/blog?author=…`) get one from their name, oldest first; a taken slug gets `-2`, `-3`… A slug
 * already set is kept. The unique index on it comes from the contract (the sync step).
 */
export async function teamMemberSlugs(database: Database) {
  // A database from before the team was stored has the table from the sync step only.
  await createEntityTable(database, {
    table: TEAM_TABLE,
    indexes: [{ fields: ['visible', 'order'] }],
  });
  const rows = await sql<{
    id: string;
    data: unknown;
  }>`SELECT id, data FROM ${sql.table(TEAM_TABLE)}
    ORDER BY created_date, id`.execute(database.db);
  const members = rows.rows.map((row) => ({
    id: row.id,
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as {
      name?: unknown;
      slug?: unknown;
    },
  }));
  const taken = new Set(
    members.flatMap(({ data }) => (typeof data.slug === 'string' ? [data.slug] : [])),
  );
  for (const { id, data } of members) {
    if (typeof data.slug === 'string') continue;
    const base = slugOf(typeof data.name === 'string' ? data.name : '');
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    const table = sql.table(TEAM_TABLE);
    if (database.dialect === 'postgres') {
      await sql`UPDATE ${table} SET data = jsonb_set(data, '{slug}', to_jsonb(${slug}::text))
        WHERE id = ${id}`.execute(database.db);
    } else {
      await sql`UPDATE ${table} SET data = json_set(data, '$.slug', ${slug}) WHERE id = ${id}`.execute(
        database.db,
      );
    }
  }
}

import type { ApiKeyRecord } from '@vitrine/contract/entities/api-key';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useConsole } from '../shared/console-context';
import { fillCopy } from '../shared/console-locale';
import type { ListPage } from '../shared/lists/load-list';
import type { Loaded } from '../shared/session';
import { ListEmpty } from '../shared/table/list-empty';
import { ListTable } from '../shared/table/list-table';
import { ConsoleHeading } from '../shared/ui/console-heading';
import { LoadFailure } from '../shared/ui/load-failure';
import type { CreatedKey } from './api-key-actions';
import { apiKeyColumns } from './components/api-key-columns';
import { ApiKeyForm } from './components/api-key-form';
import { DeleteKeyDialog } from './components/delete-key-dialog';
import { NewToken } from './components/new-token';
import { useApiKeysCopy } from './use-api-keys-copy';

/** `/admin/api-keys`: the keys, a form to create one (its token shown once), and deletion. */
export function ConsoleApiKeysPage({ loaded }: { loaded: Loaded<ListPage<ApiKeyRecord>> }) {
  const { locale } = useConsole();
  const copy = useApiKeysCopy();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKeyRecord | null>(null);
  const list = loaded.data;
  const createButton = (
    <button
      type="button"
      onClick={() => {
        setCreated(null);
        setCreating(true);
      }}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong"
    >
      <Plus aria-hidden="true" className="size-4" />
      {copy.create}
    </button>
  );
  return (
    <>
      <ConsoleHeading
        title={copy.title}
        intro={copy.intro}
        actions={creating ? undefined : createButton}
      />
      {creating ? (
        <ApiKeyForm
          copy={copy}
          onCancel={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      ) : null}
      {created ? (
        <NewToken
          name={created.name}
          token={created.token}
          copy={copy}
          onDone={() => setCreated(null)}
        />
      ) : null}
      {list ? (
        <ListTable
          caption={fillCopy(copy.table.region, { title: copy.title })}
          pagingLabel={copy.table.pagingLabel}
          list={list}
          columns={apiKeyColumns(copy, locale, setDeleting)}
          empty={<ListEmpty filtered={list.filtered} words={copy.table} />}
        />
      ) : (
        <LoadFailure message={loaded.failure} />
      )}
      <DeleteKeyDialog apiKey={deleting} copy={copy} onClose={() => setDeleting(null)} />
    </>
  );
}

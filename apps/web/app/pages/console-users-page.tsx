import type { UserRecord } from '@vitrine/contract/entities/user';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConsoleHeading } from '../components/console/console-heading';
import { SearchFilter } from '../components/console/table/filter-controls';
import { ListTable } from '../components/console/table/list-table';
import { InviteDialog } from '../components/console/users/invite-dialog';
import type { Invited } from '../components/console/users/invite-form';
import { UserChangeDialog } from '../components/console/users/user-change-dialog';
import { userColumns } from '../components/console/users/user-columns';
import { UserPanel } from '../components/console/users/user-panel';
import { useUserChange } from '../components/console/users/use-user-change';
import { useToast } from '../components/toast/use-toast';
import { useConsole } from '../console/console-context';
import { SEARCH_MAX_LENGTH, isFiltered, textSearch } from '../console/leads/lead-query';
import { useLeadsCopy } from '../console/leads/use-leads-copy';
import { useListParams } from '../console/leads/use-list-params';
import { usePagedQuery } from '../console/leads/use-paged-query';
import { fillCopy } from '../i18n/console-locale';

const USER_FILTER_KEYS = ['q'] as const;

/** `/admin/users`: the accounts, inviting one, passwords, roles, disabling and re-enabling. */
export function ConsoleUsersPage() {
  const { client, copy, locale, user: self } = useConsole();
  const leads = useLeadsCopy();
  const { toast } = useToast();
  const list = useListParams(USER_FILTER_KEYS);
  const query = useMemo(
    () => ({ ...textSearch(list.filters.q, ['email', 'full_name']) }),
    [list.filters.q],
  );
  const result = usePagedQuery('users', client.entities.User, query, list.page, list.setPage);
  const [selected, setSelected] = useState<UserRecord>();
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<Invited>();
  const change = useUserChange(leads, (changed) => {
    setSelected(undefined);
    if (changed) result.reload();
  });
  const { users } = leads;

  const onInvited = (done: Invited) => {
    result.reload();
    if (done.url) return setInvited(done);
    setInviting(false);
    toast({ title: fillCopy(users.invite.created, { email: done.email }) });
  };

  return (
    <>
      <ConsoleHeading
        title={users.title}
        intro={users.intro}
        actions={
          <button
            type="button"
            onClick={() => {
              setInvited(undefined);
              setInviting(true);
            }}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong"
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {users.invite.open}
          </button>
        }
      />
      <form
        role="search"
        aria-label={leads.filters.label}
        onSubmit={(event) => event.preventDefault()}
        className="mt-6 flex max-w-xl"
      >
        <SearchFilter
          id="user-search"
          label={leads.filters.search}
          placeholder={users.searchPlaceholder}
          value={list.filters.q}
          maxLength={SEARCH_MAX_LENGTH}
          onSearch={(text) => list.setFilter('q', text)}
        />
      </form>
      <ListTable
        title={users.title}
        result={result}
        list={list}
        filtered={isFiltered(query)}
        columns={userColumns(leads, locale, self.id, setSelected)}
      />
      <UserPanel
        user={selected}
        copy={copy}
        leads={leads}
        locale={locale}
        onClose={() => setSelected(undefined)}
        onChange={change.request}
      />
      <UserChangeDialog
        change={change.change}
        selfId={self.id}
        busy={change.busy}
        copy={copy}
        leads={leads}
        onConfirm={change.apply}
        onCancel={change.cancel}
      />
      <InviteDialog
        open={inviting}
        invited={invited}
        copy={copy}
        leads={leads}
        onInvited={onInvited}
        onClose={() => setInviting(false)}
      />
    </>
  );
}

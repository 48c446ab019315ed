import { isAdminRole } from '@vitrine/contract/access/roles';
import type { UserRecord } from '@vitrine/contract/entities/user';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { ConsoleHeading } from '../shared/ui/console-heading';
import { LoadFailure } from '../shared/ui/load-failure';
import { FilterBar } from '../shared/table/filter-bar';
import { ListEmpty } from '../shared/table/list-empty';
import { ListTable } from '../shared/table/list-table';
import { InviteDialog } from './components/invite-dialog';
import type { Invited } from './components/invite-form';
import { UserChangeDialog } from './components/user-change-dialog';
import { userColumns } from './components/user-columns';
import { UserPanel } from './components/user-panel';
import { ReportSwitch } from './components/report-switch';
import { useUserChange } from './components/use-user-change';
import { useToast } from '../../shared/toast/use-toast';
import { useConsole } from '../shared/console-context';
import { useUsersCopy } from './use-users-copy';
import type { ListPage } from '../shared/lists/load-list';
import type { Loaded } from '../shared/session';
import { fillCopy } from '../shared/console-locale';

/**
 * `/admin/users`: the team's accounts, inviting one, passwords, roles, disabling and re-enabling,
 * and the transfer of ownership (the owner).
 */
export function ConsoleUsersPage({ loaded }: { loaded: Loaded<ListPage<UserRecord>> }) {
  const { copy, locale, user: self } = useConsole();
  const usersCopy = useUsersCopy();
  const { toast } = useToast();
  const list = loaded.data;
  const [selected, setSelected] = useState<UserRecord>();
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<Invited>();
  const change = useUserChange(usersCopy, () => setSelected(undefined));
  const { users } = usersCopy;

  // The table reloads by itself after the route's action.
  const onInvited = (done: Invited) => {
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
      {isAdminRole(self.role) ? <ReportSwitch copy={usersCopy} /> : null}
      <FilterBar
        label={usersCopy.filters.label}
        search={{
          id: 'user-search',
          label: usersCopy.filters.search,
          placeholder: users.searchPlaceholder,
        }}
      />
      {list ? (
        <ListTable
          caption={fillCopy(usersCopy.table.region, { title: users.title })}
          pagingLabel={usersCopy.table.pagingLabel}
          list={list}
          columns={userColumns(usersCopy, locale, self.id, setSelected)}
          empty={<ListEmpty filtered={list.filtered} words={usersCopy.table} />}
        />
      ) : (
        <LoadFailure message={loaded.failure} />
      )}
      <UserPanel
        user={selected}
        self={self}
        copy={copy}
        usersCopy={usersCopy}
        locale={locale}
        onClose={() => setSelected(undefined)}
        onChange={change.request}
      />
      <UserChangeDialog
        change={change.change}
        selfId={self.id}
        busy={change.busy}
        copy={copy}
        usersCopy={usersCopy}
        onConfirm={change.apply}
        onCancel={change.cancel}
      />
      <InviteDialog
        open={inviting}
        invited={invited}
        copy={copy}
        usersCopy={usersCopy}
        onInvited={onInvited}
        onClose={() => setInviting(false)}
      />
    </>
  );
}

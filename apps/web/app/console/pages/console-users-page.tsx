import type { UserRecord } from '@vitrine/contract/entities/user';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { ConsoleHeading } from '../components/console-heading';
import { LoadFailure } from '../components/load-failure';
import { FilterBar } from '../components/table/filter-bar';
import { ListEmpty } from '../components/table/list-empty';
import { ListTable } from '../components/table/list-table';
import { InviteDialog } from '../components/users/invite-dialog';
import type { Invited } from '../components/users/invite-form';
import { UserChangeDialog } from '../components/users/user-change-dialog';
import { userColumns } from '../components/users/user-columns';
import { UserPanel } from '../components/users/user-panel';
import { ReportSwitch } from '../components/users/report-switch';
import { useUserChange } from '../components/users/use-user-change';
import { useToast } from '../../shared/toast/use-toast';
import { useConsole } from '../console-context';
import { useLeadsCopy } from '../leads/use-leads-copy';
import type { ListPage } from '../lists/load-list';
import type { Loaded } from '../session';
import { fillCopy } from '../console-locale';

/** `/admin/users`: the accounts, inviting one, passwords, roles, disabling and re-enabling. */
export function ConsoleUsersPage({ loaded }: { loaded: Loaded<ListPage<UserRecord>> }) {
  const { copy, locale, user: self } = useConsole();
  const leads = useLeadsCopy();
  const { toast } = useToast();
  const list = loaded.data;
  const [selected, setSelected] = useState<UserRecord>();
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<Invited>();
  const change = useUserChange(leads, () => setSelected(undefined));
  const { users } = leads;

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
      {self.role === 'admin' ? <ReportSwitch copy={leads} /> : null}
      <FilterBar
        label={leads.filters.label}
        search={{
          id: 'user-search',
          label: leads.filters.search,
          placeholder: users.searchPlaceholder,
        }}
      />
      {list ? (
        <ListTable
          caption={fillCopy(leads.table.region, { title: users.title })}
          pagingLabel={leads.table.pagingLabel}
          list={list}
          columns={userColumns(leads, locale, self.id, setSelected)}
          empty={<ListEmpty filtered={list.filtered} />}
        />
      ) : (
        <LoadFailure message={loaded.failure} />
      )}
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

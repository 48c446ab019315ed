import {
  ChartLine,
  ClipboardList,
  Webhook,
  FilePenLine,
  Inbox,
  KeyRound,
  LayoutDashboard,
  Languages,
  Mail,
  Megaphone,
  MessageSquare,
  Newspaper,
  Presentation,
  ShieldCheck,
  Signpost,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import type { ConsoleCopy } from '../content/fr/console';
import { mayOpenPage } from '../console-access';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const Icon = item.icon;
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.end}
        onClick={onNavigate}
        className={({ isActive }) =>
          `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium ${
            isActive ? 'bg-indigo-50 text-brand' : 'text-slate-700 hover:bg-slate-100'
          }`
        }
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {item.label}
      </NavLink>
    </li>
  );
}

interface ConsoleNavProps {
  copy: ConsoleCopy;
  /** The signed-in account's role; unknown while the session is checked (the dashboard only). */
  role: string | undefined;
  onNavigate?: () => void;
}

/**
 * The console's sections the role may use (`console-access.ts`): dashboard, blog, campaigns,
 * site content, audience, the lead tables, e-mails, the team.
 */
export function ConsoleNav({ copy, role, onNavigate }: ConsoleNavProps) {
  const { nav } = copy;
  const mine = (items: NavItem[]) => items.filter((item) => mayOpenPage(role, item.to));
  const main = mine([
    { to: '/admin', label: nav.dashboard, icon: LayoutDashboard, end: true },
    { to: '/admin/blog', label: nav.blog, icon: Newspaper },
    { to: '/admin/campaigns', label: nav.campaigns, icon: Megaphone },
    { to: '/admin/content', label: nav.content, icon: FilePenLine },
    { to: '/admin/redirects', label: nav.redirects, icon: Signpost },
    { to: '/admin/glossary', label: nav.glossary, icon: Languages },
    { to: '/admin/analytics', label: nav.analytics, icon: ChartLine },
  ]);
  const leads = mine([
    { to: '/admin/leads/waitlist', label: nav.waitlist, icon: Users },
    { to: '/admin/leads/contact', label: nav.contact, icon: MessageSquare },
    { to: '/admin/leads/demo', label: nav.demo, icon: Presentation },
    { to: '/admin/leads/newsletter', label: nav.newsletter, icon: Mail },
  ]);
  const settings = mine([
    { to: '/admin/outbox', label: nav.outbox, icon: Inbox },
    { to: '/admin/users', label: nav.users, icon: ShieldCheck },
    { to: '/admin/audit', label: nav.audit, icon: ClipboardList },
    { to: '/admin/webhooks', label: nav.webhooks, icon: Webhook },
    { to: '/admin/api-keys', label: nav.apiKeys, icon: KeyRound },
    // Every console role's own page, once the role is known.
    ...(role ? [{ to: '/admin/account', label: nav.myAccount, icon: UserRound }] : []),
  ]);
  return (
    <nav aria-label={nav.label} className="flex flex-col gap-6">
      <ul className="flex flex-col gap-1">
        {main.map((item) => (
          <NavItemLink key={item.to} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
      {leads.length > 0 ? (
        <div>
          <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {nav.leadsHeading}
          </p>
          <ul className="flex flex-col gap-1">
            {leads.map((item) => (
              <NavItemLink key={item.to} item={item} onNavigate={onNavigate} />
            ))}
          </ul>
        </div>
      ) : null}
      {settings.length > 0 ? (
        <ul className="flex flex-col gap-1 border-t border-slate-200 pt-4">
          {settings.map((item) => (
            <NavItemLink key={item.to} item={item} onNavigate={onNavigate} />
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

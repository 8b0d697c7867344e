import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  Card,
  ConfirmDialog,
  EditLockBanner,
  EmptyState,
  ErrorState,
  PageHeader,
  PresenceBar,
  Select,
  SiteAccessLost,
  Skeleton,
  Tabs,
  siteWasListed,
  sitesQuery,
  useSiteAccessLost,
  useToast,
  errorText,
  useEditLock,
  usePresence,
} from '@atlas/shell-kit';
import type { Site } from '@atlas/sites/contract';
import { useDeleteMenu, useDuplicateMenu, useMenus } from '../api/menus';
import type { Menu } from '../api/types';
import { MenuAnalytics } from '../analytics/menu-analytics';
import { MenuBuilder, type MenuActions } from '../builder/menu-builder';
import { MenuFormModal } from '../builder/menu-form-modal';
import { TemplateChooserModal } from '../builder/template-chooser-modal';
import { MegaEditor } from '../mega-editor/mega-editor';
import { MenuPreview } from '../preview/menu-preview';
import { useMenuPermissions } from '../shared/menu-roles';
import { idParam, menusPath, tabOf, type MenuTab } from './menu-address';
import { placementOf } from './menu-placement';
import { WelcomeCard } from './welcome-card';

const header = <PageHeader title="Menu Manager" subtitle="Build navigation menus and mega menus for your sites." />;

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="atlas-screen menus-screen">
      {header}
      {children}
    </div>
  );
}

type Dialog = 'create' | 'edit' | 'template' | 'delete' | null;

/** The site's menus: selectors, the four tools of the chosen menu, and the menu dialogs. */
function SiteMenus({ site, sites }: { site: Site; sites: Site[] }) {
  const { menuId: menuParam } = useParams();
  const [search, setSearch] = useSearchParams();
  const { search: rawSearch } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const menus = useMenus(site.id);
  const deleteMenu = useDeleteMenu(site.id);
  const duplicate = useDuplicateMenu(site.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const permissions = useMenuPermissions();
  const refusal = permissions.refusal(site.id);

  const menuId = idParam(menuParam);
  const menu = menus.data?.find((candidate) => candidate.id === menuId);
  const tab = tabOf(search, menu);
  // Who else has this menu open (any of its tabs), beside its name.
  const presence = usePresence({ kind: 'menu', id: menu?.id ?? null, site: menu?.site });
  const accessLost = useSiteAccessLost(site.id, menus.error);
  // The menu's lock (the page's, kept by the sites service), taken when someone who may change it opens it;
  // someone else holding it makes every tool read-only, saying who (the banner offers Take over).
  const lock = useEditLock('menu', refusal === null ? (menu?.id ?? null) : null, presence.lock);
  const lockedBy = lock.status === 'theirs' || lock.status === 'taken' ? (lock.lock?.user.username ?? 'Someone') : null;
  const editRefusal =
    refusal ?? (lockedBy && (lock.inAnotherTab ? 'You are editing this menu in another tab' : `${lockedBy} is editing this menu`));
  const openMenu = (target: Menu) => navigate(`${menusPath(target.site, target.id)}${rawSearch}`);

  const siteSelect = (
    <Select
      label="Site"
      value={String(site.id)}
      onChange={(event) => navigate(menusPath(Number(event.target.value)))}
      options={sites.map((entry) => ({ value: String(entry.id), label: entry.name }))}
    />
  );

  const dialogs = (
    <>
      {(dialog === 'create' || (dialog === 'edit' && menu)) && (
        <MenuFormModal
          siteId={site.id}
          sites={permissions.editableSites}
          menu={dialog === 'edit' ? menu : undefined}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            toast.success(dialog === 'edit' ? 'Menu saved' : 'Menu created');
            openMenu(saved);
          }}
        />
      )}
      {dialog === 'template' && (
        <TemplateChooserModal
          siteId={site.id}
          onClose={() => setDialog(null)}
          onApplied={(created) => {
            setDialog(null);
            toast.success('Menu created from the template');
            navigate(menusPath(site.id, created.id));
          }}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete' && Boolean(menu)}
        title="Delete Menu"
        message="Are you sure you want to delete this menu?"
        confirmLabel="Delete"
        danger
        busy={deleteMenu.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          if (!menu) return;
          try {
            await deleteMenu.mutateAsync(menu.id);
            setDialog(null);
            navigate(menusPath(site.id), { replace: true });
          } catch (error) {
            setDialog(null);
            toast.error(errorText(error, 'Failed to delete the menu'));
          }
        }}
      />
    </>
  );

  if (accessLost) {
    return (
      <Frame>
        <SiteAccessLost />
      </Frame>
    );
  }
  if (menus.isPending) {
    return (
      <Frame>
        <Card>
          <div className="menus-toolbar">{siteSelect}</div>
        </Card>
        <Card>
          <Skeleton height={160} />
        </Card>
      </Frame>
    );
  }
  if (menus.isError) {
    return (
      <Frame>
        <Card>
          <div className="menus-toolbar">{siteSelect}</div>
        </Card>
        <ErrorState message="Failed to load menus" onRetry={() => menus.refetch()} />
      </Frame>
    );
  }
  if (menus.data.length === 0) {
    return (
      <Frame>
        <Card>
          <div className="menus-toolbar">{siteSelect}</div>
        </Card>
        <WelcomeCard siteName={site.name} refusal={refusal} onCreate={() => setDialog('create')} onTemplate={() => setDialog('template')} />
        {dialogs}
      </Frame>
    );
  }
  if (!menu) return <Navigate replace to={`${menusPath(site.id, menus.data[0].id)}${rawSearch}`} />;

  const actions: MenuActions = {
    createMenu: () => setDialog('create'),
    useTemplate: () => setDialog('template'),
    editMenu: () => setDialog('edit'),
    deleteMenu: () => setDialog('delete'),
    duplicating: duplicate.isPending,
    duplicateMenu: async () => {
      try {
        const copy = await duplicate.mutateAsync(menu.id);
        toast.success(`Created ${copy.name}`);
        openMenu(copy);
      } catch (error) {
        toast.error(errorText(error, 'Failed to duplicate the menu'));
      }
    },
  };
  const placement = placementOf(menu, menus.data, site);
  const tabs = [
    { id: 'builder', label: 'Builder' },
    { id: 'mega-editor', label: 'Mega Menu', disabled: menu.menu_type !== 'mega_menu' },
    { id: 'preview', label: 'Preview' },
    { id: 'analytics', label: 'Analytics' },
  ];
  const selectTab = (id: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', id);
      return next;
    });

  return (
    <Frame>
      <Card>
        <div className="menus-toolbar">
          {siteSelect}
          <Select
            label="Menu"
            value={String(menu.id)}
            onChange={(event) => {
              const target = menus.data.find((entry) => entry.id === Number(event.target.value));
              if (target) openMenu(target);
            }}
            options={menus.data.map((entry) => ({ value: String(entry.id), label: `${entry.name} · ${entry.location_name}` }))}
          />
          <p className="menus-toolbar__summary menus-muted">
            {menu.item_count} {menu.item_count === 1 ? 'item' : 'items'} · {menu.is_active ? 'Active' : 'Inactive'}
          </p>
          <PresenceBar people={presence.people} className="menus-toolbar__presence" />
        </div>
        <p className={`menus-placement${placement.shown ? ' menus-placement--shown' : ''}`} role="status">
          {placement.text}{' '}
          {placement.shown && (
            <a href={`/${site.slug}`} target="_blank" rel="noopener noreferrer">
              View site
            </a>
          )}
        </p>
      </Card>
      <EditLockBanner thing="menu" lock={lock} />
      <Card className="menus-tabs-card">
        <Tabs label="Menu tools" tabs={tabs} selected={tab} onSelect={selectTab}>
          <TabPanel
            tab={tab}
            site={site}
            menu={menu}
            actions={actions}
            refusal={editRefusal}
            lockSaysWhy={refusal === null && lockedBy !== null}
          />
        </Tabs>
      </Card>
      {dialogs}
    </Frame>
  );
}

function TabPanel({
  tab,
  site,
  menu,
  actions,
  refusal,
  lockSaysWhy,
}: {
  tab: MenuTab;
  site: Site;
  menu: Menu;
  actions: MenuActions;
  refusal: string | null;
  /** The refusal is someone else's lock, which its banner already names. */
  lockSaysWhy: boolean;
}) {
  switch (tab) {
    case 'mega-editor':
      return <MegaEditor key={menu.id} site={site} menu={menu} refusal={refusal} />;
    case 'preview':
      return <MenuPreview siteName={site.name} siteSlug={site.slug} menu={menu} />;
    case 'analytics':
      return <MenuAnalytics menu={menu} />;
    default:
      return <MenuBuilder siteId={site.id} menu={menu} actions={actions} refusal={refusal} saidAbove={lockSaysWhy} />;
  }
}

/** menus/MenusSection: /dashboard/menus (the first site), /dashboard/menus/{siteId}, /dashboard/menus/{siteId}/{menuId}. */
export function MenuDashboard() {
  const { siteId: siteParam } = useParams();
  const sites = useQuery(sitesQuery());

  if (sites.isPending) {
    return (
      <Frame>
        <Card>
          <Skeleton height={120} />
        </Card>
      </Frame>
    );
  }
  if (sites.isError) {
    return (
      <Frame>
        <ErrorState message="Failed to load sites" onRetry={() => sites.refetch()} />
      </Frame>
    );
  }
  if (sites.data.length === 0) {
    return (
      <Frame>
        <Card>
          <EmptyState
            title="No Sites Found"
            description="Create a site first, then build its menus."
            action={
              <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to="/dashboard/sites">
                Go to Sites
              </Link>
            }
          />
        </Card>
      </Frame>
    );
  }
  if (siteParam === undefined) return <Navigate replace to={menusPath(sites.data[0].id)} />;
  const site = sites.data.find((entry) => entry.id === idParam(siteParam));
  // A site this page listed a moment ago and the list no longer has: the user was removed from it.
  if (!site && siteWasListed(idParam(siteParam) ?? 0)) {
    return (
      <Frame>
        <SiteAccessLost />
      </Frame>
    );
  }
  if (!site) {
    return (
      <Frame>
        <Card>
          <EmptyState
            title="Site not found"
            description="This site does not exist or is not yours."
            action={
              <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to={menusPath(sites.data[0].id)}>
                Open {sites.data[0].name}
              </Link>
            }
          />
        </Card>
      </Frame>
    );
  }
  return <SiteMenus key={site.id} site={site} sites={sites.data} />;
}

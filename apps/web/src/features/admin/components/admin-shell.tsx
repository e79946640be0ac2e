import { Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, type AdminAccess, type Permission } from '@escazo/contracts/admin';
import { Badge } from '@escazo/ui/badge';
import { Container } from '@escazo/ui/container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { ADMIN_TABS } from '../tabs/registry.ts';
import { selectedTabId, visibleTabs } from '../utils/visible-tabs.ts';
import { LoadingRows } from '@web/components/feedback/query-state.tsx';

/** Heading and the tabs the admin's permissions allow; `?tab=` keeps the open tab. */
export function AdminShell({ access }: { access: AdminAccess }) {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = useMemo(() => visibleTabs(ADMIN_TABS, access.permissions), [access.permissions]);
  const can = useMemo(
    () => (permission: Permission) => hasPermission(access.permissions, permission),
    [access.permissions],
  );
  const current = selectedTabId(tabs, searchParams.get('tab'));
  const select = (value: string) =>
    setSearchParams(
      (p) => {
        p.set('tab', value);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Container className="space-y-6 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
          <p className="mt-2 text-slate-700">{t('lead')}</p>
        </div>
        <Badge tone="primary">{t('signedInAs', { role: access.role.name })}</Badge>
      </div>
      {current ? (
        <Tabs value={current} onValueChange={select} className="space-y-6">
          <TabsList aria-label={t('tabsLabel')}>
            {tabs.map(({ id, labelKey, Icon }) => (
              <TabsTrigger key={id} value={id}>
                <Icon aria-hidden="true" />
                {t(labelKey)}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map(({ id, Component }) => (
            <TabsContent key={id} value={id}>
              {id === current ? (
                <Suspense fallback={<LoadingRows />}>
                  <Component can={can} />
                </Suspense>
              ) : null}
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        <p className="text-slate-700">{t('noTabs')}</p>
      )}
    </Container>
  );
}

import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CreditCard, Settings2, Shield, UserRound } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { PaymentMethodsTab } from './payment-methods-tab.tsx';
import { PersonalInfoTab } from './personal-info-tab.tsx';
import { PreferencesTab } from './preferences-tab.tsx';
import { SecurityTab } from './security-tab.tsx';

export const SETTINGS_TABS = ['personal', 'preferences', 'payment', 'security'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];
const icons = { personal: UserRound, preferences: Settings2, payment: CreditCard, security: Shield } as const;

const isTab = (value: string | null): value is SettingsTab =>
  (SETTINGS_TABS as readonly (string | null)[]).includes(value);

type Props = {
  /** The two-factor setup, mounted in the Security tab. */
  twoFactor?: ReactNode;
  /** After a profile or avatar change (the header's name and picture follow). */
  onProfileChanged?: () => void;
  /** After the account is deleted: end the session in the app. */
  onAccountDeleted: () => void;
};

/** Profile Settings (/profile): tabs Personal Info, Preferences, Payment Methods, Security; `?tab=` keeps the tab. */
export function ProfileSettings({ twoFactor, onProfileChanged, onAccountDeleted }: Props) {
  const { t } = useTranslation('account');
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('tab');
  const tab: SettingsTab = isTab(param) ? param : 'personal';
  const select = (value: string) => {
    if (isTab(value))
      setSearchParams(
        (p) => {
          p.set('tab', value);
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('settings.title')}</h1>
        <p className="mt-2 text-slate-700">{t('settings.lead')}</p>
      </div>
      <Tabs value={tab} onValueChange={select} className="space-y-6">
        <TabsList aria-label={t('settings.tabsLabel')}>
          {SETTINGS_TABS.map((value) => {
            const Icon = icons[value];
            return (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden="true" />
                {t(`settings.tabs.${value}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="personal">
          <PersonalInfoTab onProfileChanged={onProfileChanged} />
        </TabsContent>
        <TabsContent value="preferences">
          <PreferencesTab onOpenSecurity={() => select('security')} />
        </TabsContent>
        <TabsContent value="payment">
          <PaymentMethodsTab />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab twoFactor={twoFactor} onAccountDeleted={onAccountDeleted} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

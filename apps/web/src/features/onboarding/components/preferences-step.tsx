import { useTranslation } from 'react-i18next';
import {
  ACCOMMODATIONS,
  BUDGETS,
  INTERESTS,
  TRANSPORTATION,
  TRAVEL_PACES,
  TRAVEL_STYLES,
  type TravelPreferences,
} from '@escazo/contracts/account';
import { Button } from '@escazo/ui/button';
import { OptionGroup } from './option-group.tsx';
import { StepHeading } from './step-heading.tsx';

type Props = {
  value: TravelPreferences;
  onChange: (next: TravelPreferences) => void;
  onBack: () => void;
  onContinue: () => void;
};

type Multi = 'travelStyle' | 'interests';
type Single = 'budget' | 'accommodation' | 'transportation' | 'travelPace';

/** Step 3: Travel Preferences (no validation; every choice optional). */
export function PreferencesStep({ value, onChange, onBack, onContinue }: Props) {
  const { t } = useTranslation('onboarding');
  const options = (group: string, values: readonly string[], withHint = false) =>
    values.map((v) => ({
      value: v,
      label: t(`preferences.${group}.options.${v}`),
      hint: withHint ? t(`preferences.${group}.hints.${v}`) : undefined,
    }));

  const toggleMulti = (key: Multi) => (item: string) => {
    const current = value[key] as string[];
    const next = current.includes(item) ? current.filter((x) => x !== item) : [...current, item];
    onChange({ ...value, [key]: next });
  };
  // Choosing the selected option again clears it: every choice stays optional.
  const toggleSingle = (key: Single) => (item: string) =>
    onChange({ ...value, [key]: value[key] === item ? null : item });
  const one = (key: Single) => (value[key] ? [value[key]] : []);

  return (
    <div className="space-y-8">
      <StepHeading title={t('preferences.title')} lead={t('preferences.lead')} />
      <OptionGroup
        legend={t('preferences.travelStyle.legend')}
        description={t('preferences.multiHint')}
        mode="multiple"
        options={options('travelStyle', TRAVEL_STYLES)}
        selected={value.travelStyle}
        onToggle={toggleMulti('travelStyle')}
      />
      <OptionGroup
        legend={t('preferences.budget.legend')}
        description={t('preferences.budget.description')}
        mode="single"
        options={options('budget', BUDGETS, true)}
        selected={one('budget')}
        onToggle={toggleSingle('budget')}
      />
      <OptionGroup
        legend={t('preferences.accommodation.legend')}
        mode="single"
        columns={3}
        options={options('accommodation', ACCOMMODATIONS)}
        selected={one('accommodation')}
        onToggle={toggleSingle('accommodation')}
      />
      <OptionGroup
        legend={t('preferences.transportation.legend')}
        mode="single"
        columns={3}
        options={options('transportation', TRANSPORTATION)}
        selected={one('transportation')}
        onToggle={toggleSingle('transportation')}
      />
      <OptionGroup
        legend={t('preferences.interests.legend')}
        description={t('preferences.multiHint')}
        mode="multiple"
        options={options('interests', INTERESTS)}
        selected={value.interests}
        onToggle={toggleMulti('interests')}
      />
      <OptionGroup
        legend={t('preferences.travelPace.legend')}
        mode="single"
        options={options('travelPace', TRAVEL_PACES, true)}
        selected={one('travelPace')}
        onToggle={toggleSingle('travelPace')}
      />
      <div className="flex justify-between gap-3">
        <Button variant="outline" size="lg" onClick={onBack}>
          {t('back')}
        </Button>
        <Button size="lg" onClick={onContinue}>
          {t('continue')}
        </Button>
      </div>
    </div>
  );
}

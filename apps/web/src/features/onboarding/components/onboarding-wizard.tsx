import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OnboardingProfile, TravelPreferences } from '@escazo/contracts/account';
import { Card, CardBody } from '@escazo/ui/card';
import { paths } from '@web/config/paths.ts';
import { toast } from '@web/lib/toast.ts';
import { useCompleteOnboarding } from '../api/complete-onboarding.ts';
import {
  emptyPreferences,
  emptyProfile,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileFormValues,
} from '../utils/profile-form.ts';
import { AppTourStep } from './app-tour-step.tsx';
import { OnboardingProgress, STEP_KEYS } from './onboarding-progress.tsx';
import { PreferencesStep } from './preferences-step.tsx';
import { ProfileStep } from './profile-step.tsx';
import { WelcomeStep } from './welcome-step.tsx';

/**
 * /onboarding: Welcome, Complete Your Profile, Travel Preferences, App Tour. What is entered is
 * kept while moving back and forth; Complete Setup saves it to the account, Skip saves nothing.
 */
export function OnboardingWizard({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [visited, setVisited] = useState(false);
  const [slide, setSlide] = useState(0);
  const [profile, setProfile] = useState<ProfileFormValues>(emptyProfile);
  const [profileErrors, setProfileErrors] = useState<ProfileErrors>({});
  const [validProfile, setValidProfile] = useState<OnboardingProfile | null>(null);
  const [preferences, setPreferences] = useState<TravelPreferences>(emptyPreferences);
  const complete = useCompleteOnboarding();

  const go = (next: number) => {
    setVisited(true);
    setStep(Math.min(Math.max(next, 0), STEP_KEYS.length - 1));
    window.scrollTo({ top: 0 });
  };

  const editProfile = (field: ProfileField, value: string) => {
    setProfile((p) => ({ ...p, [field]: value }));
    setProfileErrors((e) => {
      if (!e[field]) return e;
      const { [field]: _cleared, ...rest } = e;
      return rest;
    });
  };

  const continueFromProfile = () => {
    const result = validateProfile(profile);
    if (!result.ok) {
      setProfileErrors(result.errors);
      return;
    }
    setValidProfile(result.profile);
    go(2);
  };

  const onSkip = () =>
    complete.mutate(
      { skipped: true },
      {
        onSettled: () => {
          toast.info(t('toasts.skippedTitle'), { description: t('toasts.skippedBody'), duration: 3000 });
          void navigate(paths.home, { replace: true });
        },
      },
    );

  const onComplete = () => {
    if (!validProfile) return go(1);
    complete.mutate(
      { profile: validProfile, preferences },
      {
        onSuccess: () => {
          onSaved?.();
          toast.success(t('toasts.completeTitle'), { description: t('toasts.completeBody'), duration: 4000 });
          void navigate(paths.dashboard, { replace: true });
        },
        onError: () => {
          toast.error(t('toasts.failedTitle'), { description: t('toasts.failedBody') });
          void navigate(paths.home, { replace: true });
        },
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <Card>
        <CardBody className="space-y-8 p-5 sm:p-8">
          <OnboardingProgress step={step} />
          {step === 0 ? (
            <WelcomeStep onStart={() => go(1)} onSkip={onSkip} skipping={complete.isPending} focusHeading={visited} />
          ) : null}
          {step === 1 ? (
            <ProfileStep
              values={profile}
              errors={profileErrors}
              onChange={editProfile}
              onBack={() => go(0)}
              onContinue={continueFromProfile}
            />
          ) : null}
          {step === 2 ? (
            <PreferencesStep
              value={preferences}
              onChange={setPreferences}
              onBack={() => go(1)}
              onContinue={() => go(3)}
            />
          ) : null}
          {step === 3 ? (
            <AppTourStep
              slide={slide}
              onSlide={setSlide}
              onBack={() => go(2)}
              onComplete={onComplete}
              completing={complete.isPending}
            />
          ) : null}
        </CardBody>
      </Card>
    </div>
  );
}

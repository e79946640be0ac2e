import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, LogIn } from 'lucide-react';
import type { Plan } from '@escazo/contracts/planning';
import { Button } from '@escazo/ui/button';
import { paths } from '@web/config/paths.ts';

/** A saved trip opens in the itinerary; a plan made signed out asks to sign in and save it. */
export function PlanSavePrompt({ plan }: { plan: Plan }) {
  const { t } = useTranslation('planner');
  if (plan.saved) {
    return (
      <Button asChild size="lg">
        <Link to={paths.itineraryOf(plan.id)}>
          <CalendarCheck aria-hidden="true" />
          {t('plan.openItinerary')}
        </Link>
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-accent-600/30 bg-accent-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-900">{t('plan.signInHint')}</p>
      <Button asChild>
        <Link to={paths.loginThenBack(paths.planTripClaim(plan.id))}>
          <LogIn aria-hidden="true" />
          {t('plan.signInToSave')}
        </Link>
      </Button>
    </div>
  );
}

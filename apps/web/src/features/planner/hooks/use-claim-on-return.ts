import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useClaimPlan } from '../api/plans.ts';

const planId = z.uuid();

/**
 * Back from signing in with `?claim=<planId>`: the plan made signed out becomes the user's trip
 * (once), the toast says whether it worked, and the itinerary opens on it. Returns the id to
 * claim (a signed-out visitor sees that plan) and whether the claim is running.
 */
export function useClaimOnReturn({ signedIn, confirmed }: { signedIn: boolean; confirmed: boolean }) {
  const { t } = useTranslation('planner');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const claimId = planId.safeParse(searchParams.get('claim')).data ?? null;
  const claim = useClaimPlan();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!claimId || !confirmed || !signedIn || started.current === claimId) return;
    started.current = claimId;
    claim.mutate(claimId, {
      onSuccess: (plan) => {
        toast.success(t('toast.claimedTitle'), { description: t('toast.claimed', { destination: plan.destination.name }) });
        void navigate(paths.itineraryOf(plan.id), { replace: true });
      },
      onError: (error) => {
        toast.error(t('toast.claimFailedTitle'), {
          description: error instanceof ApiError && error.status === 404 ? t('toast.claimGone') : t('toast.failed'),
        });
        setSearchParams((params) => {
          const next = new URLSearchParams(params);
          next.delete('claim');
          return next;
        }, { replace: true });
      },
    });
  }, [claimId, confirmed, signedIn, claim, navigate, setSearchParams, t]);

  return { claimId, claiming: claim.isPending || (claimId !== null && signedIn && !claim.isError) };
}

import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { paths } from '@web/config/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useClaimPlan } from '../api/plans.ts';

const planId = z.uuid();

/**
 * Back from signing in with `?claim=<planId>`: the plan made signed out becomes the user's trip
 * (once), the toast says whether it worked, and the itinerary opens on it. A plan that is gone
 * (404) drops the claim; a lapsed session signs in again and comes back; any other failure keeps
 * the claim so it can be retried. Returns the id to claim (a signed-out visitor sees that plan),
 * whether the claim is running, whether it failed, and the retry.
 */
export function useClaimOnReturn({ signedIn, confirmed }: { signedIn: boolean; confirmed: boolean }) {
  const { t } = useTranslation('planner');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const claimId = planId.safeParse(searchParams.get('claim')).data ?? null;
  const claim = useClaimPlan();
  const { mutate } = claim;
  const started = useRef<string | null>(null);

  const run = useCallback(
    (id: string) =>
      mutate(id, {
        onSuccess: (plan) => {
          toast.success(t('toast.claimedTitle'), {
            description: t('toast.claimed', { destination: plan.destination.name }),
          });
          void navigate(paths.itineraryOf(plan.id), { replace: true });
        },
        onError: (error) => {
          const status = error instanceof ApiError ? error.status : null;
          if (status === 401) {
            void navigate(paths.loginThenBack(paths.planTripClaim(id)), { replace: true });
            return;
          }
          toast.error(t('toast.claimFailedTitle'), {
            description: status === 404 ? t('toast.claimGone') : t('toast.failed'),
          });
          if (status !== 404) return;
          setSearchParams(
            (params) => {
              const next = new URLSearchParams(params);
              next.delete('claim');
              return next;
            },
            { replace: true },
          );
        },
      }),
    [mutate, navigate, setSearchParams, t],
  );

  useEffect(() => {
    if (!claimId || !confirmed || !signedIn || started.current === claimId) return;
    started.current = claimId;
    run(claimId);
  }, [claimId, confirmed, signedIn, run]);

  const failed = claimId !== null && signedIn && claim.isError;
  return {
    claimId,
    claiming: claim.isPending || (claimId !== null && signedIn && !claim.isError),
    failed,
    retry: () => {
      if (claimId) run(claimId);
    },
  };
}

import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Deal } from '@escazo/contracts/deals';
import { Button } from '@escazo/ui/button';
import { paths } from '@web/config/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useCreateDealOffer } from '../api/create-deal-offer.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/**
 * 'Book This Deal': the server prices the deal as an offer, then checkout opens on it. A deal whose
 * price is gone (409 DEAL_ENDED) says so and the lists are read again.
 */
export function BookDealButton({ deal }: { deal: Deal }) {
  const { t } = useTranslation('deals');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const offer = useCreateDealOffer();

  const onClick = () =>
    offer.mutate(deal.id, {
      onSuccess: ({ offerId }) => {
        toast.success(t('card.selected'));
        void navigate(paths.checkout(offerId));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'DEAL_ENDED') {
          toast.error(error.message);
          void queryClient.invalidateQueries({ queryKey: queryKeys.deals.all() });
          return;
        }
        toast.error(
          error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : t('card.failed'),
        );
      },
    });

  return (
    <Button
      onClick={onClick}
      disabled={offer.isPending}
      aria-label={t('card.bookLabel', { title: deal.title })}
      className="w-full"
    >
      {offer.isPending ? t('card.booking') : t('card.book')}
    </Button>
  );
}

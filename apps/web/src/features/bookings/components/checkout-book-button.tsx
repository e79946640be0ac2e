import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OfferRequest } from '@escazo/contracts/bookings';
import { Button, type ButtonProps } from '@escazo/ui/button';
import { paths } from '@web/config/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useCreateOffer } from '../api/create-offer.ts';

type Props = {
  request: OfferRequest;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  size?: ButtonProps['size'];
};

/** Select / Book / Reserve: the server prices what the page shows as an offer, then its checkout opens. */
export function CheckoutBookButton({ request, children, className, size, 'aria-label': ariaLabel }: Props) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const create = useCreateOffer();
  const onClick = () =>
    create.mutate(request, {
      onSuccess: ({ offer }) => void navigate(paths.checkout(offer.id)),
      onError: (err) =>
        toast.error(err instanceof ApiError && err.status !== 0 && err.status < 500 ? err.message : t('bookFailed')),
    });
  return (
    <Button className={className} size={size} aria-label={ariaLabel} disabled={create.isPending} onClick={onClick}>
      {create.isPending ? t('booking') : children}
    </Button>
  );
}

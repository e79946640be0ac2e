import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingCreated } from '@escazo/contracts/bookings';
import { Button } from '@escazo/ui/button';
import { ApiError } from '@web/lib/api-client.ts';
import { ResultSkeletons } from '../../search/components/result-states.tsx';
import { useSavedCards } from '../api/confirm-booking.ts';
import { useOffer } from '../api/get-offer.ts';
import { searchPathFor } from '../utils/checkout-format.ts';
import type { CheckoutContact } from '../utils/checkout-form.ts';
import { CheckoutAlreadyBooked } from './checkout-already-booked.tsx';
import { CheckoutConfirmation } from './checkout-confirmation.tsx';
import { CheckoutEnded } from './checkout-ended.tsx';
import { CheckoutForm, type CheckoutOutcome } from './checkout-form.tsx';
import { CheckoutPriceChanged } from './checkout-price-changed.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';

/**
 * /checkout/:offerId: the offer, the form that books it, and every way the booking can end. A
 * booked offer (reopened, or paid meanwhile from another tab: 409 OFFER_ALREADY_BOOKED) shows its
 * booking instead of the form. `contact` (null while it loads) fills the form from the account.
 */
export function CheckoutView({ offerId, contact }: { offerId: string; contact: CheckoutContact | null }) {
  const { t } = useTranslation('checkout');
  const offer = useOffer(offerId);
  const cards = useSavedCards(true);
  const [booked, setBooked] = useState<BookingCreated['booking'] | null>(null);
  const [outcome, setOutcome] = useState<CheckoutOutcome | null>(null);
  const onOutcome = (next: CheckoutOutcome) => {
    setOutcome(next);
    // The offer read again names the booking that consumed it.
    if (next === 'already-booked') void offer.refetch();
  };

  if (booked) return <CheckoutConfirmation booking={booked} />;
  if (offer.isPending || cards.isPending || !contact) return <ResultSkeletons count={2} label={t('loading')} />;
  if (offer.isError) {
    const status = offer.error instanceof ApiError ? offer.error.status : 0;
    if (status === 410)
      return <CheckoutEnded title={t('expiredTitle')} body={t('expiredBody')} searchPath={searchPathFor(undefined)} />;
    if (status === 404 || status === 400)
      return (
        <CheckoutEnded title={t('notFoundTitle')} body={t('notFoundBody')} searchPath={searchPathFor(undefined)} />
      );
    return (
      <div role="alert" className="space-y-3 text-center">
        <p className="text-slate-800">{t('loadError')}</p>
        <Button onClick={() => void offer.refetch()}>{t('retry')}</Button>
      </div>
    );
  }
  const current = offer.data.offer;
  if (current.booking) return <CheckoutAlreadyBooked booking={current.booking} />;
  if (outcome === 'already-booked') return <ResultSkeletons count={2} label={t('loading')} />;
  const searchPath = searchPathFor(current.type);
  if (outcome === 'expired')
    return <CheckoutEnded title={t('expiredTitle')} body={t('expiredBody')} searchPath={searchPath} />;
  if (outcome === 'sold-out')
    return <CheckoutEnded title={t('soldOutTitle')} body={t('soldOutBody')} searchPath={searchPath} />;
  if (outcome === 'price-changed') return <CheckoutPriceChanged offer={current} />;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <CheckoutForm
        offer={current}
        contact={contact}
        cards={cards.data?.paymentMethods ?? []}
        onBooked={setBooked}
        onOutcome={onOutcome}
      />
      <CheckoutSummary offer={current} />
    </div>
  );
}

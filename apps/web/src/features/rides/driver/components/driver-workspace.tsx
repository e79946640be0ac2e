import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverMe, DriverOnlineRequest, DriverRide } from '@escazo/contracts/rides';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useDriverCommand, type DriverRideAction } from '../api/driver-console.ts';
import { useCommandFailure } from '../hooks/use-command-failure.ts';
import { useRideVanished } from '../hooks/use-ride-vanished.ts';
import { isCurrent } from '../utils/ride-figures.ts';
import { ActiveRideCard } from './active-ride-card.tsx';
import { DriverProfileCard } from './driver-profile-card.tsx';
import { GoOnlineForm } from './go-online-form.tsx';
import { RideCompleted } from './ride-completed.tsx';
import { RideOfferCard } from './ride-offer-card.tsx';
import { WaitingForOffers } from './waiting-for-offers.tsx';

/** A driver's console: profile and status beside either the Go online form, the waiting state, an offer or the ride under way. */
export function DriverWorkspace({ me }: { me: DriverMe }) {
  const { t } = useTranslation('driver-console');
  const command = useDriverCommand();
  const fail = useCommandFailure();
  const [completed, setCompleted] = useState<DriverRide | null>(null);
  const endedByDriver = useRef(new Set<string>());
  const ride = isCurrent(me.ride) ? me.ride : null;
  useRideVanished(ride, endedByDriver.current);

  const goOnline = (body: DriverOnlineRequest) =>
    command.mutate(
      { kind: 'online', body },
      {
        onSuccess: () => toast.success(t('online.wentOnline')),
        onError: (error) => fail(error, t('online.failed')),
      },
    );
  const goOffline = () =>
    command.mutate(
      { kind: 'offline' },
      {
        onSuccess: () => toast.success(t('profile.wentOffline')),
        onError: (error) => fail(error, t('ride.actionFailed')),
      },
    );
  const act = (current: DriverRide) => (action: DriverRideAction) => {
    if (action === 'decline' || action === 'complete') endedByDriver.current.add(current.id);
    command.mutate(
      { kind: action, rideId: current.id },
      {
        onSuccess: () => {
          if (action === 'complete') setCompleted(current);
          if (action === 'accept') toast.success(t('ride.accepted'));
          if (action === 'decline') toast.info(t('ride.declined'));
        },
        onError: (error) => {
          // A ride that moved on elsewhere has had its message; do not announce it twice.
          if (error instanceof ApiError && error.code === 'RIDE_STATE_CHANGED') endedByDriver.current.add(current.id);
          else endedByDriver.current.delete(current.id);
          fail(error, t('ride.actionFailed'));
        },
      },
    );
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
      <DriverProfileCard me={me} pending={command.isPending} onRide={ride !== null} onGoOffline={goOffline} />
      <div className="space-y-4">
        {completed && !ride ? <RideCompleted ride={completed} onDismiss={() => setCompleted(null)} /> : null}
        {ride?.status === 'offered' ? (
          <RideOfferCard ride={ride} pending={command.isPending} onAction={act(ride)} />
        ) : ride ? (
          <ActiveRideCard ride={ride} pending={command.isPending} onAction={act(ride)} />
        ) : me.online ? (
          <WaitingForOffers />
        ) : (
          <GoOnlineForm pending={command.isPending} onSubmit={goOnline} />
        )}
      </div>
    </div>
  );
}

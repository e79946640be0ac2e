import { useTranslation } from 'react-i18next';
import type { DriverMe } from '@escazo/contracts/rides';
import { Badge } from '@escazo/ui/badge';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { DetailList } from '@escazo/ui/detail-list';
import { useRideCity } from '../../api/cities.ts';

type Props = { me: DriverMe; pending: boolean; onRide: boolean; onGoOffline: () => void };

/** Who is driving and in what, whether they are online (and where), and the Go offline button. */
export function DriverProfileCard({ me, pending, onRide, onGoOffline }: Props) {
  const { t } = useTranslation('driver-console');
  const city = useRideCity(me.online ? me.cityId : null);
  const rows = [
    { label: t('profile.name'), value: me.profile.name },
    { label: t('profile.vehicle'), value: me.profile.vehicle },
    { label: t('profile.plate'), value: me.profile.plate || t('profile.noPlate') },
    { label: t('profile.rating'), value: t('profile.ratingValue', { rating: me.profile.rating.toFixed(1) }) },
  ];
  return (
    <Card>
      <CardBody>
        <section aria-labelledby="driver-profile-heading">
          <div className="flex items-center justify-between gap-3">
            <h2 id="driver-profile-heading" className="text-lg font-bold text-slate-900">
              {t('profile.heading')}
            </h2>
            <Badge tone={me.online ? 'success' : 'neutral'} data-testid="driver-status">
              {me.online ? t('profile.online') : t('profile.offline')}
            </Badge>
          </div>
          <DetailList rows={rows} className="mt-4 space-y-3" />
          {me.online ? (
            <>
              {me.vehicleType ? (
                <p className="mt-4 text-sm text-slate-700">
                  {t('profile.onlineIn', { city: city.data?.name ?? '…', type: t(`vehicleTypes.${me.vehicleType}`) })}
                </p>
              ) : null}
              {/* The server refuses going offline during a ride (DRIVER_ON_RIDE); say why instead. */}
              <Button
                variant="outline"
                className="mt-4 w-full"
                disabled={pending || onRide}
                aria-describedby={onRide ? 'go-offline-hint' : undefined}
                onClick={onGoOffline}
              >
                {pending ? t('profile.goingOffline') : t('profile.goOffline')}
              </Button>
              {onRide ? (
                <p id="go-offline-hint" className="mt-2 text-xs text-slate-600">
                  {t('profile.onRide')}
                </p>
              ) : null}
            </>
          ) : null}
        </section>
      </CardBody>
    </Card>
  );
}

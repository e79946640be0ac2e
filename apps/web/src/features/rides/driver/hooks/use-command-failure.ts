import { useTranslation } from 'react-i18next';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';

/**
 * Tells the driver a command failed. A ride that moved on elsewhere (409 RIDE_STATE_CHANGED: the
 * offer lapsed, the traveller cancelled) gets its own message; the console reloads either way.
 */
export function useCommandFailure() {
  const { t } = useTranslation('driver-console');
  return (error: unknown, title: string) => {
    if (error instanceof ApiError && error.code === 'RIDE_STATE_CHANGED') {
      toast.info(t('ride.stateChanged'), { description: error.message || t('ride.stateChangedBody') });
      return;
    }
    toast.error(title, { description: error instanceof ApiError ? error.message : t('loadFailed') });
  };
}

import { useTranslation } from 'react-i18next';
import type { AdminDriverApplication } from '@escazo/contracts/admin';

/** The application form's own words for the vehicle make and the experience option (values as stored otherwise). */
export function useApplicationLabels() {
  const { t } = useTranslation('drivers');
  return {
    vehicle: (a: Pick<AdminDriverApplication, 'vehicleMake' | 'vehicleModel' | 'vehicleYear'>) =>
      `${t(`makes.${a.vehicleMake}`, { defaultValue: a.vehicleMake })} ${a.vehicleModel} (${a.vehicleYear})`,
    experience: (value: string) => t(`experienceOptions.${value}`, { defaultValue: value }),
  };
}

import { useTranslation } from 'react-i18next';
import { BedDouble, Building, Bus, Car, CarTaxiFront, Hotel, House, Navigation } from 'lucide-react';
import type { AccommodationOption, TransportOption } from '@escazo/contracts/budget';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { OptionCard } from './option-card.tsx';

const transportIcons: Record<TransportOption['type'], typeof Car> = {
  rental: Car,
  rideshare: Navigation,
  public: Bus,
  taxi: CarTaxiFront,
};
const stayIcons: Record<AccommodationOption['type'], typeof Car> = {
  hotel: Hotel,
  hostel: BedDouble,
  'vacation-rental': House,
  'budget-hotel': Building,
};

type Props = { transportation: readonly TransportOption[]; accommodation: readonly AccommodationOption[] };

/** The Transportation and Accommodation tabs: every priced option, the one the estimate uses marked Recommended. */
export function OptionTabs({ transportation, accommodation }: Props) {
  const { t } = useTranslation('budget');
  const empty = <p className="text-sm text-slate-700">{t('result.noOptions')}</p>;
  return (
    <section aria-labelledby="budget-options-heading">
      <h4 id="budget-options-heading" className="text-base font-semibold text-slate-900">
        {t('result.options')}
      </h4>
      <Tabs defaultValue="transportation" className="mt-3">
        <TabsList>
          <TabsTrigger value="transportation">{t('result.transportationTab')}</TabsTrigger>
          <TabsTrigger value="accommodation">{t('result.accommodationTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="transportation" className="mt-4">
          {transportation.length === 0 ? (
            empty
          ) : (
            <ul className="space-y-3">
              {transportation.map((option, index) => {
                const Icon = transportIcons[option.type];
                return (
                  <OptionCard
                    key={`${option.type}-${index}`}
                    {...option}
                    title={t(`result.transportTypes.${option.type}`)}
                    icon={<Icon />}
                  />
                );
              })}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="accommodation" className="mt-4">
          {accommodation.length === 0 ? (
            empty
          ) : (
            <ul className="space-y-3">
              {accommodation.map((option, index) => {
                const Icon = stayIcons[option.type];
                return (
                  <OptionCard
                    key={`${option.type}-${index}`}
                    {...option}
                    title={t(`result.accommodationTypes.${option.type}`)}
                    icon={<Icon />}
                  />
                );
              })}
            </ul>
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { Combobox } from '../../../components/forms/combobox.tsx';
import { useDestinations } from '../api/destinations.ts';
import { matchDestinations } from '../utils/destination-match.ts';

type Props = {
  value: string;
  onChange: (name: string) => void;
  name?: string;
  placeholder?: string;
  /** Set by <Field>. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** The destination: a list of the destinations the planner knows; a typed name is taken as it is. */
export function DestinationField({ value, onChange, name, placeholder, ...rest }: Props) {
  const { t } = useTranslation('planner');
  const destinations = useDestinations();
  const items = matchDestinations(destinations.data ?? [], value).map((d) => ({
    id: d.id,
    label: d.name,
    sublabel: d.country,
    icon: <MapPin />,
  }));
  return (
    <Combobox
      text={value}
      onTextChange={onChange}
      onPick={(item) => onChange(item.label)}
      items={items}
      busy={destinations.isPending}
      emptyText={t('destination.noMatch')}
      listLabel={t('destination.suggestions')}
      placeholder={placeholder}
      name={name}
      {...rest}
    />
  );
}

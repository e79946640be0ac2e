import { useTranslation } from 'react-i18next';
import { BellRing } from 'lucide-react';
import type { CreatePriceWatchInput } from '@escazo/contracts/price-watches';
import { Button, type ButtonProps } from '@escazo/ui/button';
import { useAuth } from '@web/lib/session/use-auth.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useLoginRedirect } from '../saved/use-login-redirect.ts';
import { useCreatePriceWatch } from './api.ts';

type Props = {
  /** The selection to watch: a flight search, or a hotel or stay for dates and a party. */
  input: CreatePriceWatchInput;
  /** What is watched, for the button's accessible name. */
  name: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
};

/** 'Watch this price': the signed-in user is told when the price drops; a visitor signs in first. */
export function WatchPriceButton({ input, name, variant = 'outline', size = 'sm', className }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const create = useCreatePriceWatch();
  const toLogin = useLoginRedirect();

  const onClick = () => {
    if (!user) return toLogin();
    create.mutate(input, {
      onSuccess: ({ existing }) => toast.success(existing ? t('priceWatch.already') : t('priceWatch.watching')),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return toLogin();
        toast.error(error instanceof ApiError ? error.message : t('priceWatch.failed'));
      },
    });
  };

  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={t('priceWatch.watchLabel', { name })}
      disabled={create.isPending}
      onClick={onClick}
    >
      <BellRing aria-hidden="true" />
      {t('priceWatch.watch')}
    </Button>
  );
}

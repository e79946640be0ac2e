import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@web/lib/toast.ts';

/** The documented destructive toast, once for each failed load (a failed Refresh included). */
export function useLoadErrorToast(isError: boolean, errorUpdatedAt: number) {
  const { t } = useTranslation('recommendations');
  useEffect(() => {
    if (isError) toast.error(t('toasts.errorTitle'), { description: t('toasts.errorBody') });
  }, [isError, errorUpdatedAt, t]);
}

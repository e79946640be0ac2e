import { useTranslation } from 'react-i18next';
import type { Recommendation } from '@escazo/contracts/recommendations';
import { toast } from '@web/lib/toast.ts';

/**
 * Shares a recommendation's link: the device's share sheet when there is one, otherwise the
 * absolute link is copied to the clipboard.
 */
export function useShareRecommendation() {
  const { t } = useTranslation('recommendations');
  return async (item: Recommendation) => {
    const url = new URL(item.link, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: item.title, text: item.reason, url });
        return;
      } catch (error) {
        // Closing the share sheet is the traveller's choice, not a failure.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copiedTitle'), { description: t('share.copiedBody') });
    } catch {
      toast.error(t('share.failed', { url }));
    }
  };
}

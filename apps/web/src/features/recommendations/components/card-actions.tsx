import { useTranslation } from 'react-i18next';
import { Bookmark, Heart, Share2 } from 'lucide-react';
import type { Recommendation } from '@escazo/contracts/recommendations';
import { cn } from '@escazo/ui/utils';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useToggleRecommendation, type RecommendationMark } from '../api/toggle-recommendation.ts';
import { useShareRecommendation } from '../hooks/use-share-recommendation.ts';

const round =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-200 bg-white/95 text-slate-700 shadow-sm transition-colors hover:bg-white aria-disabled:opacity-60 [&_svg]:size-5';

type Props = { item: Recommendation; favorite: boolean; bookmarked: boolean };

/** The heart, the bookmark and share: each toggle reports its state with aria-pressed. */
export function CardActions({ item, favorite, bookmarked }: Props) {
  const { t } = useTranslation('recommendations');
  const toggle = useToggleRecommendation();
  const share = useShareRecommendation();

  const flip = (mark: RecommendationMark, on: boolean) => {
    // The promise, not mutate's callbacks: the toast shows even if the card leaves the list meanwhile.
    void toggle.mutateAsync({ mark, item, on }).then(
      () => {
        if (mark === 'favorite') toast.success(on ? t('common:saved.added') : t('common:saved.removed'));
        else toast.success(on ? t('toasts.bookmarked') : t('toasts.unbookmarked'));
      },
      (error: unknown) => {
        const fallback = mark === 'favorite' ? t('toasts.favoriteFailed') : t('toasts.bookmarkFailed');
        toast.error(error instanceof ApiError ? error.message : fallback);
      },
    );
  };

  return (
    <div className="flex gap-2">
      <button
        type="button"
        aria-pressed={favorite}
        aria-label={t('card.favorite', { title: item.title })}
        aria-disabled={toggle.isPending}
        onClick={() => {
          if (!toggle.isPending) flip('favorite', !favorite);
        }}
        className={cn(round, 'hover:text-danger-600')}
      >
        <Heart aria-hidden="true" className={cn(favorite && 'fill-danger-600 text-danger-600')} />
      </button>
      <button
        type="button"
        aria-pressed={bookmarked}
        aria-label={t('card.bookmark', { title: item.title })}
        aria-disabled={toggle.isPending}
        onClick={() => {
          if (!toggle.isPending) flip('bookmark', !bookmarked);
        }}
        className={cn(round, 'hover:text-primary-700')}
      >
        <Bookmark aria-hidden="true" className={cn(bookmarked && 'fill-primary-700 text-primary-700')} />
      </button>
      <button
        type="button"
        aria-label={t('card.share', { title: item.title })}
        onClick={() => void share(item)}
        className={cn(round, 'hover:text-primary-700')}
      >
        <Share2 aria-hidden="true" />
      </button>
    </div>
  );
}

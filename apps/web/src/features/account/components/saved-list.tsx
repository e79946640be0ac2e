import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDistanceToNow } from 'date-fns';
import { Trash2 } from 'lucide-react';
import type { SavedItem } from '@escazo/contracts/saved';
import { Badge } from '@escazo/ui/badge';
import { Button } from '@escazo/ui/button';
import { Card } from '@escazo/ui/card';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { useSaved, useToggleSaved } from '@web/components/saved/api.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { formatMoment } from '@web/lib/format-date.ts';
import { toast } from '@web/lib/toast.ts';

/** The Saved tab: what the user hearted, newest first, each with its link and a Remove button. */
export function SavedList({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation('account');
  const saved = useSaved();
  const toggle = useToggleSaved();

  if (saved.isPending) return <LoadingRows rows={3} />;
  if (saved.isError) return <LoadError error={saved.error} onRetry={() => void saved.refetch()} />;
  if (saved.data.items.length === 0) return empty;

  const remove = (item: SavedItem) =>
    toggle.mutate(
      { kind: item.kind, refId: item.refId, save: false },
      {
        onSuccess: () => toast.success(t('common:saved.removed')),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : t('common:saved.failed')),
      },
    );

  return (
    <Card>
      <ul aria-label={t('myProfile.savedListLabel')} className="divide-y divide-slate-200">
        {saved.data.items.map((item) => (
          <li key={`${item.kind}:${item.refId}`} className="flex flex-wrap items-center gap-4 px-5 py-4">
            <div className="min-w-0 flex-1 space-y-1">
              <Link
                to={item.link}
                className="block font-semibold break-words text-slate-900 hover:text-primary-700 hover:underline"
              >
                {item.name}
              </Link>
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <Badge tone="primary">{t(`myProfile.savedKinds.${item.kind}`)}</Badge>
                <time dateTime={item.savedAt} title={formatMoment(item.savedAt)}>
                  {t('myProfile.savedAgo', { ago: formatDistanceToNow(new Date(item.savedAt), { addSuffix: true }) })}
                </time>
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('common:saved.remove', { name: item.name })}
              disabled={
                toggle.isPending && toggle.variables.refId === item.refId && toggle.variables.kind === item.kind
              }
              onClick={() => remove(item)}
            >
              <Trash2 aria-hidden="true" />
              {t('myProfile.savedRemove')}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

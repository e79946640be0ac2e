import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, Link2Off, Share2 } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@escazo/ui/dialog';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useSharePlan, useStopSharing } from '../api/share.ts';

/**
 * Share: a read-only link, copied to the clipboard and shown in a field (the clipboard may be
 * missing or refused). Stop sharing turns the link made here off; it is offered once there is one.
 */
export function ShareDialog({ planId }: { planId: string }) {
  const { t } = useTranslation('itinerary');
  const [url, setUrl] = useState<string | null>(null);
  const createButton = useRef<HTMLButtonElement | null>(null);
  const share = useSharePlan(planId);
  const stop = useStopSharing(planId);
  const failed = (title: string) => (err: unknown) =>
    toast.error(title, { description: err instanceof ApiError ? err.message : undefined });

  const copy = async (link: string) => {
    try {
      // Older browsers and insecure pages have no clipboard API at all.
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(link);
      toast.success(t('share.copied'));
    } catch {
      toast.info(t('share.copyFailed'));
    }
  };
  const create = () =>
    share.mutate(undefined, {
      onSuccess: ({ url: link }) => {
        setUrl(link);
        void copy(link);
      },
      onError: failed(t('share.failed')),
    });
  const revoke = () =>
    stop.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        // Stop sharing is off again without a link: the keyboard moves to Create link.
        requestAnimationFrame(() => createButton.current?.focus());
        toast.success(t('share.stopped'));
      },
      onError: failed(t('share.stopFailed')),
    });

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Share2 aria-hidden="true" />
          {t('share.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('share.title')} description={t('share.description')} closeLabel={t('close')}>
        <div className="space-y-4">
          {url ? (
            <div className="flex items-end gap-2">
              <Field label={t('share.link')} className="min-w-0 flex-1">
                <Input readOnly value={url} data-testid="share-url" onFocus={(e) => e.currentTarget.select()} />
              </Field>
              <Button variant="outline" onClick={() => void copy(url)}>
                <Copy aria-hidden="true" />
                {t('share.copy')}
              </Button>
            </div>
          ) : null}
          <p className="text-sm text-slate-700">
            {t('share.note')} {t('share.stopNote')}
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" disabled={!url || stop.isPending} onClick={revoke}>
              <Link2Off aria-hidden="true" />
              {stop.isPending ? t('share.stopping') : t('share.stop')}
            </Button>
            <Button ref={createButton} disabled={share.isPending} onClick={create}>
              {share.isPending ? t('share.creating') : url ? t('share.renew') : t('share.create')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

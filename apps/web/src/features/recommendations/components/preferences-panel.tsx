import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@escazo/ui/dialog';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { useTravelProfile } from '../api/travel-profile.ts';
import { PreferencesForm } from './preferences-form.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The preferences panel: the chips come from the saved travel profile each time it opens. */
export function PreferencesPanel({ open, onOpenChange }: Props) {
  const { t } = useTranslation('recommendations');
  const profile = useTravelProfile(open);
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('preferences.title')}
        description={t('preferences.description')}
        closeLabel={t('preferences.close')}
        className="max-w-xl"
      >
        {profile.isPending ? (
          <LoadingRows rows={3} />
        ) : profile.isError ? (
          <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          // The panel's content mounts on each opening, so the form starts from the stored choice.
          <PreferencesForm chips={profile.data.chips} onSaved={close} onCancel={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}

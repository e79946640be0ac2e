import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { useProfile } from '../api/get-profile.ts';
import { AvatarEditor } from './avatar-editor.tsx';
import { PersonalInfoForm } from './personal-info-form.tsx';
import { PersonalInfoView } from './personal-info-view.tsx';
import { LoadingRows, LoadError } from '@web/components/feedback/query-state.tsx';
import { SectionCard } from './section-card.tsx';

/** Personal Info: view mode, Edit toggles the form, Cancel leaves it without saving. */
export function PersonalInfoTab({ onProfileChanged }: { onProfileChanged?: () => void }) {
  const { t } = useTranslation('account');
  const profile = useProfile();
  const [editing, setEditing] = useState(false);

  return (
    <SectionCard
      title={t('personal.title')}
      description={t('personal.description')}
      action={
        profile.data && !editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('edit')}
          </Button>
        ) : null
      }
    >
      {profile.isPending ? (
        <LoadingRows rows={4} />
      ) : profile.isError ? (
        <LoadError onRetry={() => void profile.refetch()} />
      ) : (
        <div className="space-y-6">
          <AvatarEditor profile={profile.data} onChanged={onProfileChanged} />
          {editing ? (
            <PersonalInfoForm profile={profile.data} onDone={() => setEditing(false)} onSaved={onProfileChanged} />
          ) : (
            <PersonalInfoView profile={profile.data} />
          )}
        </div>
      )}
    </SectionCard>
  );
}

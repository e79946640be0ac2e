import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '@escazo/ui/container';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useRecommendations } from '../api/get-recommendations.ts';
import { useLoadErrorToast } from '../hooks/use-load-error-toast.ts';
import { usePageFilters } from '../hooks/use-page-filters.ts';
import { LoadFailed } from './load-failed.tsx';
import { PreferencesPanel } from './preferences-panel.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { RecommendationSkeletons } from './recommendation-grid.tsx';
import { RecommendationTabs } from './recommendation-tabs.tsx';
import { RecommendationsHeader } from './recommendations-header.tsx';
import { SignedOutPrompt } from './signed-out-prompt.tsx';
import { StatCards } from './stat-cards.tsx';

/** The recommendations page: a sign-in prompt for visitors, the personalised lists for a user. */
export function RecommendationsView({ firstName }: { firstName: string | null }) {
  return (
    <Container className="space-y-8 py-10 pb-20">
      {firstName === null ? <SignedOutPrompt /> : <Recommendations firstName={firstName} />}
    </Container>
  );
}

function Recommendations({ firstName }: { firstName: string }) {
  const { t } = useTranslation('recommendations');
  const query = useRecommendations(true);
  const { filters, update, clear } = usePageFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  useLoadErrorToast(query.isError, query.errorUpdatedAt);

  // A session that ended meanwhile: the visitor is signed out.
  if (query.error instanceof ApiError && query.error.status === 401) return <SignedOutPrompt />;

  const refresh = async () => {
    const result = await query.refetch();
    if (result.isSuccess)
      toast.success(t('toasts.updatedTitle'), {
        description: t('toasts.updatedBody', { count: result.data.forYou.length }),
      });
  };

  const { data } = query;
  return (
    <>
      <RecommendationsHeader
        firstName={firstName}
        refreshing={query.isFetching}
        onRefresh={() => void refresh()}
        onSettings={() => setPanelOpen(true)}
      />
      {data ? (
        <>
          <StatCards stats={data.stats} />
          <ProfileSummary profile={data.profile} />
          <RecommendationTabs
            data={data}
            filters={filters}
            onFilters={update}
            onClearFilters={clear}
            onUpdatePreferences={() => setPanelOpen(true)}
          />
        </>
      ) : query.isPending ? (
        <RecommendationSkeletons />
      ) : (
        <LoadFailed retrying={query.isFetching} onRetry={() => void query.refetch()} />
      )}
      <PreferencesPanel open={panelOpen} onOpenChange={setPanelOpen} />
    </>
  );
}

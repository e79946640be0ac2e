import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DealsQuery } from '@escazo/contracts/deals';
import { Container } from '@escazo/ui/container';
import { paths } from '@web/config/paths.ts';
import { withQuery } from '../../search/utils/url-state.ts';
import { useDeals } from '../api/list-deals.ts';
import { dealsSearchParams, parseDealsQuery } from '../utils/deals-url.ts';
import { AdvancedFilters } from './advanced-filters.tsx';
import { CompareDeals } from './compare-deals.tsx';
import { DealResults } from './deal-results.tsx';
import { DealTypeFilter } from './deal-type-filter.tsx';
import { DealsHero } from './deals-hero.tsx';
import { DealsSort } from './deals-sort.tsx';
import { FeaturedDeals } from './featured-deals.tsx';
import { NewsletterBox } from './newsletter-box.tsx';

/**
 * The deals page. Type, sort, filters and page live in the URL (parsed by the contract's schema),
 * so reload, back and a shared link show the same list.
 */
export function DealsView() {
  const { t } = useTranslation('deals');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = parseDealsQuery(params);
  const deals = useDeals(query);

  const go = (next: DealsQuery) =>
    void navigate(withQuery(paths.deals, dealsSearchParams(next)), { preventScrollReset: true });
  const update = (patch: Partial<DealsQuery>) => go({ ...query, page: 1, ...patch });
  const heading = query.type ? t('list.titleType', { type: t(`typeBadge.${query.type}`) }) : t('list.title');

  return (
    <>
      <DealsHero />
      <Container className="space-y-14 py-10 pb-20">
        <DealTypeFilter value={query.type} onChange={(type) => update({ type })} />
        <FeaturedDeals />
        <DealResults
          heading={heading}
          controls={
            <div className="space-y-4">
              <DealsSort value={query.sort} onChange={(sort) => update({ sort })} />
              <AdvancedFilters query={query} onApply={(filters) => update(filters)} />
            </div>
          }
          query={deals}
          queryKey={dealsSearchParams(query).toString()}
          onPage={(page) => go({ ...query, page })}
          onClearAll={() => void navigate(paths.deals, { preventScrollReset: true })}
        />
        <CompareDeals deals={deals.data?.items ?? []} />
        <NewsletterBox />
      </Container>
    </>
  );
}

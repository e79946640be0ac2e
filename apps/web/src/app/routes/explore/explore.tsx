import { ExplorePageBody } from '@web/features/explore/components/explore-page-body.tsx';

export default function ExplorePage() {
  return <ExplorePageBody />;
}

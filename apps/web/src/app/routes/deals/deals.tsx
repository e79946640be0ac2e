import { DealsView } from '@web/features/deals/components/deals-view.tsx';

export default function DealsPage() {
  return <DealsView />;
}

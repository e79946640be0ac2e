import { AiStartView } from '@web/features/planner/components/ai-start/ai-start-view.tsx';

export default function AiStartPlanningPage() {
  return <AiStartView />;
}

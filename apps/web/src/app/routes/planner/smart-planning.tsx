import { SmartPlanningView } from '@web/features/planner/components/smart-planning/smart-planning-view.tsx';

export default function SmartPlanningPage() {
  return <SmartPlanningView />;
}

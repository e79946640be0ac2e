import { Award, CalendarCheck, CreditCard, Sparkles, Umbrella, UserRound, type LucideIcon } from 'lucide-react';
import type { HelpTopic } from '../utils/help-topics.ts';

const icons: Record<HelpTopic, LucideIcon> = {
  bookings: CalendarCheck,
  account: UserRound,
  payments: CreditCard,
  insurance: Umbrella,
  planning: Sparkles,
  loyalty: Award,
};

/** The decorative icon of a help topic. */
export function TopicIcon({ topic, className }: { topic: HelpTopic; className?: string }) {
  const Icon = icons[topic];
  return <Icon className={className} aria-hidden="true" />;
}

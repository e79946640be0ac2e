import { paths } from '@web/config/paths.ts';

/** The six Help Center articles, each at /help-center/{topic}, in card order. */
export const helpTopics = ['bookings', 'account', 'payments', 'insurance', 'planning', 'loyalty'] as const;
export type HelpTopic = (typeof helpTopics)[number];

export const isHelpTopic = (value: string | undefined): value is HelpTopic =>
  helpTopics.some((topic) => topic === value);

export type HelpSection = { id: string; heading: string; paragraphs?: string[]; items?: string[]; after?: string[] };
export type HelpArticle = {
  topic: HelpTopic;
  card: string;
  summary: string;
  title: string;
  lead: string;
  sections: HelpSection[];
};

/** Where each article points next; labels are `links.<key>` in the support namespace. */
export const relatedLinks: Record<HelpTopic, ReadonlyArray<{ key: string; to: string }>> = {
  bookings: [
    { key: 'myBookings', to: paths.myBookings },
    { key: 'topicPayments', to: paths.helpTopic('payments') },
    { key: 'topicInsurance', to: paths.helpTopic('insurance') },
    { key: 'terms', to: `${paths.terms}#cancellations-refunds` },
  ],
  account: [
    { key: 'profile', to: paths.profile },
    { key: 'login', to: paths.login },
    { key: 'privacy', to: paths.privacy },
    { key: 'topicLoyalty', to: paths.helpTopic('loyalty') },
  ],
  payments: [
    { key: 'myBookings', to: paths.myBookings },
    { key: 'topicBookings', to: paths.helpTopic('bookings') },
    { key: 'terms', to: `${paths.terms}#prices-payment` },
    { key: 'faqs', to: paths.faqs },
  ],
  insurance: [
    { key: 'topicBookings', to: paths.helpTopic('bookings') },
    { key: 'topicPayments', to: paths.helpTopic('payments') },
    { key: 'terms', to: `${paths.terms}#cancellations-refunds` },
    { key: 'contact', to: paths.contact },
  ],
  planning: [
    { key: 'planTrip', to: paths.planTrip },
    { key: 'explore', to: paths.explore },
    { key: 'profile', to: paths.profile },
    { key: 'topicBookings', to: paths.helpTopic('bookings') },
  ],
  loyalty: [
    { key: 'joinToday', to: paths.joinToday },
    { key: 'deals', to: paths.deals },
    { key: 'topicPayments', to: paths.helpTopic('payments') },
    { key: 'topicAccount', to: paths.helpTopic('account') },
  ],
};

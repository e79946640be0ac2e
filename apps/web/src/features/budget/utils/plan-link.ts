/** The budget page opened on one stored plan (what Saved links to, and where sign-in comes back to). */
export const budgetPlanPath = (id: string) => `/budget-ai?plan=${encodeURIComponent(id)}`;

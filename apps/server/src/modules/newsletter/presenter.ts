/** The answers of the newsletter endpoints: the same whatever the address's state. */
export const subscribeAnswer = () => ({ status: 'pending' as const });
export const confirmAnswer = () => ({ status: 'confirmed' as const });
export const unsubscribeAnswer = () => ({ status: 'unsubscribed' as const });

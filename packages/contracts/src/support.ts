/** Support policy figures, shown on help and FAQ pages. */
export const supportPolicy = {
  phoneHours: 'Mon-Fri 9AM-8PM ET',
  liveChat: '24/7',
  emailReplyHours: 24,
  cardRefundBusinessDays: '5-10',
  splitPaymentMaxCards: 2,
  minimumAge: 16,
  driverProcessingBusinessDays: '3-5',
  phone: '+1 (401) 555-0142',
  email: 'support@escazo.com',
  address: {
    street: '100 Westminster Street, Suite 1200',
    city: 'Providence',
    region: 'RI',
    postalCode: '02903',
    country: 'United States',
  },
} as const;

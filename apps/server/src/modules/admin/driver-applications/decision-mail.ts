import type { OutgoingMail } from '../../mail/public.ts';
import type { DriverApplicationRow } from '../../driver-applications/public.ts';

/** The e-mail an approved applicant gets; without an account yet, it asks them to sign up with this e-mail. */
export function approvedMail(application: DriverApplicationRow, hasAccount: boolean, origin: string): OutgoingMail {
  const vehicle = `${application.vehicleYear} ${application.vehicleModel}`;
  const firstStep = hasAccount
    ? `1. Sign in to Escazo with ${application.email}: your account is now a driver account.`
    : `1. Create an Escazo account with this e-mail (${application.email}) to start driving: ${origin}/signup\n   Your approval is applied to the account as soon as you sign up with this address.`;
  return {
    to: application.email,
    kind: 'driver-application-approved',
    subject: 'Your Escazo driver application is approved',
    text: [
      `Hello ${application.firstName},`,
      '',
      `Good news: your application to drive with Escazo in ${application.city} is approved.`,
      '',
      'Next steps:',
      firstStep,
      `2. Our driver team will contact you at ${application.phoneNumber} to check your ${vehicle} and your documents before your first ride.`,
      '',
      'Welcome aboard,',
      'Escazo',
    ].join('\n'),
  };
}

/** The e-mail a rejected applicant gets: polite, without the reviewers' notes. */
export function rejectedMail(application: DriverApplicationRow): OutgoingMail {
  return {
    to: application.email,
    kind: 'driver-application-rejected',
    subject: 'Your Escazo driver application',
    text: [
      `Hello ${application.firstName},`,
      '',
      'Thank you for your interest in driving with Escazo and for the time you took to apply.',
      'After a careful review, we are not able to offer you a place as a driver at the moment.',
      '',
      'You are welcome to apply again in the future, for example with another vehicle or when your circumstances change.',
      '',
      'Kind regards,',
      'Escazo',
    ].join('\n'),
  };
}

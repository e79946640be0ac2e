import type { AdminDriverApplication } from '@escazo/contracts/admin';

export const applicantName = (a: Pick<AdminDriverApplication, 'firstName' | 'lastName'>) =>
  `${a.firstName} ${a.lastName}`;

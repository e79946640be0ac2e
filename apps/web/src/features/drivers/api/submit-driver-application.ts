import { useMutation } from '@tanstack/react-query';
import {
  driverApplicationInputSchema,
  type DriverApplication,
  type DriverApplicationInput,
  type DriverApplicationReceipt,
} from '@escazo/contracts/driver-application';
import { api } from '@web/lib/api-client.ts';

/** The form and the server validate with the same schema. */
export const submitDriverApplicationInputSchema = driverApplicationInputSchema;
export type DriverApplicationFormValues = DriverApplicationInput;

export const submitDriverApplication = (data: DriverApplication): Promise<DriverApplicationReceipt> =>
  api<DriverApplicationReceipt>('/api/driver-applications', { method: 'POST', body: data });

export function useSubmitDriverApplication() {
  return useMutation({ mutationFn: submitDriverApplication });
}

import type {
  AdminDriverApplication,
  AdminDriverApplicationDetail,
  DriverApplicationStatus,
} from '@escazo/contracts/admin';
import type {
  accountForEmail,
  ApplicationWithReviewer,
  earlierApplications,
} from '../../driver-applications/public.ts';

export function presentApplication({ application: a, reviewer }: ApplicationWithReviewer): AdminDriverApplication {
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    phoneNumber: a.phoneNumber,
    city: a.city,
    state: a.state,
    vehicleMake: a.vehicleMake,
    vehicleModel: a.vehicleModel,
    vehicleYear: a.vehicleYear,
    drivingExperience: a.drivingExperience,
    whyJoin: a.whyJoin,
    status: a.status as DriverApplicationStatus,
    notes: a.notes,
    repeat: a.previousApplicationId !== null,
    previousApplicationId: a.previousApplicationId,
    reviewedBy: reviewer,
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
    submittedAt: a.createdAt.toISOString(),
  };
}

export function presentApplicationDetail(
  row: ApplicationWithReviewer,
  account: Awaited<ReturnType<typeof accountForEmail>>,
  earlier: Awaited<ReturnType<typeof earlierApplications>>,
): AdminDriverApplicationDetail {
  return {
    application: presentApplication(row),
    account: account ? { id: account.id, name: account.name, isDriver: account.isDriver } : null,
    earlierApplications: earlier.map((e) => ({
      id: e.id,
      status: e.status as DriverApplicationStatus,
      submittedAt: e.createdAt.toISOString(),
    })),
  };
}

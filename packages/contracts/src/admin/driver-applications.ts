import { z } from 'zod';
import { multiLineText, singleLineText } from '../text.ts';

/** The role an approved applicant's account is given, and its one permission (not an admin permission). */
export const DRIVER_ROLE = 'Driver';
export const DRIVER_PERMISSION = 'rides:drive';

/** GET /api/me/driver: whether the signed-in user is an approved driver (the Driver console link). */
export const driverStatusSchema = z.object({ driver: z.boolean() });
export type DriverStatus = z.infer<typeof driverStatusSchema>;

/** new → in_review → approved | rejected; a decided application stays decided. */
export const DRIVER_APPLICATION_STATUSES = ['new', 'in_review', 'approved', 'rejected'] as const;
export type DriverApplicationStatus = (typeof DRIVER_APPLICATION_STATUSES)[number];
export const DRIVER_APPLICATION_NOTES_MAX = 5000;
export const DRIVER_DECISION_NOTE_MAX = 1000;

/** GET /api/admin/driver-applications?status=&q=&page=&pageSize= (newest first). */
export const adminDriverApplicationsQuerySchema = z.object({
  status: z.enum(DRIVER_APPLICATION_STATUSES).optional(),
  /** Part of the applicant's name, e-mail, phone or city, any case. */
  q: singleLineText().max(200, 'field.tooLong').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminDriverApplicationsQuery = z.infer<typeof adminDriverApplicationsQuerySchema>;

export const adminDriverApplicationParamsSchema = z.object({ id: z.uuid() });

/** An application as the applicant sent it, with the review. */
export const adminDriverApplicationSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  city: z.string(),
  state: z.string(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleYear: z.string(),
  drivingExperience: z.string().nullable(),
  whyJoin: z.string().nullable(),
  status: z.enum(DRIVER_APPLICATION_STATUSES),
  notes: z.string().nullable(),
  /** True when the same e-mail applied before ('Repeat'); previousApplicationId is the latest earlier one. */
  repeat: z.boolean(),
  previousApplicationId: z.uuid().nullable(),
  reviewedBy: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  reviewedAt: z.iso.datetime().nullable(),
  submittedAt: z.iso.datetime(),
});
export type AdminDriverApplication = z.infer<typeof adminDriverApplicationSchema>;

export const adminDriverApplicationListSchema = z.object({
  applications: z.array(adminDriverApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminDriverApplicationList = z.infer<typeof adminDriverApplicationListSchema>;

/** GET /api/admin/driver-applications/:id: the application, whether an account uses its e-mail, and the earlier applications. */
export const adminDriverApplicationDetailSchema = z.object({
  application: adminDriverApplicationSchema,
  /** The account with the applicant's e-mail, if any (an approval makes it a driver). */
  account: z.object({ id: z.uuid(), name: z.string(), isDriver: z.boolean() }).nullable(),
  /** Earlier applications from the same e-mail, newest first. */
  earlierApplications: z.array(
    z.object({ id: z.uuid(), status: z.enum(DRIVER_APPLICATION_STATUSES), submittedAt: z.iso.datetime() }),
  ),
});
export type AdminDriverApplicationDetail = z.infer<typeof adminDriverApplicationDetailSchema>;

/** PATCH /api/admin/driver-applications/:id: mark in review (only while undecided) and/or the notes (null clears them). */
export const adminDriverApplicationUpdateSchema = z
  .object({
    status: z.literal('in_review').optional(),
    notes: multiLineText().max(DRIVER_APPLICATION_NOTES_MAX, 'field.tooLong').nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, { message: 'field.invalid' });
export type AdminDriverApplicationUpdate = z.infer<typeof adminDriverApplicationUpdateSchema>;

/**
 * POST /api/admin/driver-applications/:id/approve and /reject. The note is for reviewers: it is
 * added to the notes and the audit trail, never sent to the applicant.
 */
export const adminDriverDecisionSchema = z.object({
  note: multiLineText().max(DRIVER_DECISION_NOTE_MAX, 'field.tooLong').optional(),
});
export type AdminDriverDecision = z.infer<typeof adminDriverDecisionSchema>;

/** The answer to a decision: the application, and for an approval whether an account became a driver now. */
export const adminDriverDecisionResultSchema = z.object({
  application: adminDriverApplicationSchema,
  /** approved: true when an account with the e-mail exists and is a driver now; false: it applies when that e-mail signs up. */
  driverAccount: z.boolean(),
});
export type AdminDriverDecisionResult = z.infer<typeof adminDriverDecisionResultSchema>;

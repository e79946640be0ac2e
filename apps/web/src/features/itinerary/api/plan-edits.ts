import type { z } from 'zod';
import type {
  PlanDayOrder,
  PlanItemAdd,
  PlanItemEdit,
  PlanResponse,
  PlanUpdate,
  planReplanSchema,
} from '@escazo/contracts/planning';
import { api } from '@web/lib/api-client.ts';
import { usePlanMutation } from './plan-mutation.ts';

export type PlanReplanInput = z.input<typeof planReplanSchema>;

const planPath = (id: string) => `/api/plans/${encodeURIComponent(id)}`;
const itemPath = (id: string, itemId: string) => `${planPath(id)}/items/${encodeURIComponent(itemId)}`;

/** PUT /api/plans/:id: Edit Trip, planned afresh in place. */
export const useReplan = (id: string) =>
  usePlanMutation(id, (body: PlanReplanInput) => api<PlanResponse>(planPath(id), { method: 'PUT', body }));

/** PATCH /api/plans/:id: a new name or notes only, no re-plan. */
export const useUpdatePlan = (id: string) =>
  usePlanMutation(id, (body: PlanUpdate) => api<PlanResponse>(planPath(id), { method: 'PATCH', body }));

/** POST /api/plans/:id/items: Add Activity from the catalogue. */
export const useAddItem = (id: string) =>
  usePlanMutation(id, (body: PlanItemAdd) => api<PlanResponse>(`${planPath(id)}/items`, { method: 'POST', body }));

/** PATCH /api/plans/:id/items/:itemId: a new start time or length. */
export const useEditItem = (id: string) =>
  usePlanMutation(id, ({ itemId, ...body }: { itemId: string } & PlanItemEdit) =>
    api<PlanResponse>(itemPath(id, itemId), { method: 'PATCH', body }),
  );

/** DELETE /api/plans/:id/items/:itemId?version=N. */
export const useDeleteItem = (id: string) =>
  usePlanMutation(id, ({ itemId, version }: { itemId: string; version: number }) =>
    api<PlanResponse>(`${itemPath(id, itemId)}?version=${version}`, { method: 'DELETE' }),
  );

/** PUT /api/plans/:id/days/:date/order: the day's items in their new order. */
export const useReorderDay = (id: string) =>
  usePlanMutation(id, ({ date, ...body }: { date: string } & PlanDayOrder) =>
    api<PlanResponse>(`${planPath(id)}/days/${encodeURIComponent(date)}/order`, { method: 'PUT', body }),
  );

import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import type { Plan, PlanDay, PlanItem } from '@escazo/contracts/planning';
import { toast } from '@web/lib/toast.ts';
import { useDeleteItem, useReorderDay } from '../api/plan-edits.ts';
import { reportEditError, useIsEditingPlan } from '../api/plan-mutation.ts';
import { focusAfterDelete, isEditableItem, movedOrder } from '../utils/day-order.ts';
import { DAY_HEADING_ID } from '../utils/dom-ids.ts';
import { ItemEditDialog } from './item-edit-dialog.tsx';

/** Puts the keyboard on another item's Edit button, or on the day's heading when there is none. */
function focusItemOrHeading(itemId: string | null) {
  requestAnimationFrame(() => {
    const target = itemId
      ? document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(itemId)}"] [data-action="edit"]`)
      : null;
    (target ?? document.getElementById(DAY_HEADING_ID))?.focus();
  });
}

/**
 * The owner's changes to a visit or meal: move it earlier or later, edit its time, delete it
 * (after a confirmation). Transfers, lodging and flights get none. While any edit of the trip is
 * on its way every control waits; the controls stay focusable but inert (aria-disabled), so
 * keyboard focus survives the re-render after a change.
 */
export function ItemActions({ plan, day, item }: { plan: Plan; day: PlanDay; item: PlanItem }) {
  const { t } = useTranslation('itinerary');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const moveButtons = useRef<Record<'up' | 'down', HTMLButtonElement | null>>({ up: null, down: null });
  const editButton = useRef<HTMLButtonElement | null>(null);
  const deleteButton = useRef<HTMLButtonElement | null>(null);
  const reorder = useReorderDay(plan.id);
  const remove = useDeleteItem(plan.id);
  const busy = useIsEditingPlan(plan.id);
  // The confirmation takes the keyboard when it appears, once.
  const focusOnMount = useCallback((el: HTMLButtonElement | null) => el?.focus(), []);
  if (!isEditableItem(item)) return null;

  const move = (direction: 'up' | 'down') => {
    const itemIds = movedOrder(day.items, item.id, direction);
    if (!itemIds || busy) return;
    reorder.mutate(
      { date: day.date, version: plan.version, itemIds },
      {
        // The row moved in the list: keep the keyboard on the button that moved it.
        onSuccess: () => requestAnimationFrame(() => moveButtons.current[direction]?.focus()),
        onError: (err) => reportEditError(err, t('edit.failed')),
      },
    );
  };
  const cancelDelete = () => {
    setConfirming(false);
    requestAnimationFrame(() => deleteButton.current?.focus());
  };
  const onDelete = () => {
    if (busy) return;
    const next = focusAfterDelete(day.items, item.id);
    remove.mutate(
      { itemId: item.id, version: plan.version },
      {
        onSuccess: () => {
          toast.success(t('edit.deleted', { title: item.title }));
          focusItemOrHeading(next);
        },
        onError: (err) => {
          reportEditError(err, t('edit.failed'));
          focusItemOrHeading(item.id);
        },
        onSettled: () => setConfirming(false),
      },
    );
  };
  const closeEdit = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const canUp = movedOrder(day.items, item.id, 'up') !== null;
  const canDown = movedOrder(day.items, item.id, 'down') !== null;
  if (confirming) {
    return (
      <div
        role="group"
        aria-label={t('item.confirmDelete', { title: item.title })}
        className="flex flex-wrap items-center gap-2"
      >
        <span className="text-sm text-slate-800">{t('item.confirmDelete', { title: item.title })}</span>
        <Button
          variant="outline"
          size="sm"
          ref={focusOnMount}
          aria-disabled={busy}
          className="aria-disabled:opacity-40"
          onClick={onDelete}
        >
          {remove.isPending ? t('item.deleting') : t('item.confirmYes')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-disabled={remove.isPending}
          onClick={() => !remove.isPending && cancelDelete()}
        >
          {t('item.confirmNo')}
        </Button>
      </div>
    );
  }
  return (
    <div role="group" aria-label={t('item.actions', { title: item.title })} className="flex flex-wrap gap-1">
      <Button
        variant="ghost"
        size="icon"
        ref={(el) => {
          moveButtons.current.up = el;
        }}
        aria-label={t('item.moveUp', { title: item.title })}
        aria-disabled={!canUp || busy}
        className="aria-disabled:opacity-40"
        onClick={() => move('up')}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        ref={(el) => {
          moveButtons.current.down = el;
        }}
        aria-label={t('item.moveDown', { title: item.title })}
        aria-disabled={!canDown || busy}
        className="aria-disabled:opacity-40"
        onClick={() => move('down')}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="sm"
        ref={editButton}
        data-action="edit"
        aria-label={t('item.editLabel', { title: item.title })}
        aria-disabled={busy}
        className="aria-disabled:opacity-40"
        onClick={() => !busy && setEditing(true)}
      >
        <Pencil aria-hidden="true" />
        {t('item.edit')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        ref={deleteButton}
        aria-label={t('item.deleteLabel', { title: item.title })}
        aria-disabled={busy}
        className="aria-disabled:opacity-40"
        onClick={() => !busy && setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
        {t('item.delete')}
      </Button>
      {editing ? <ItemEditDialog plan={plan} item={item} onClose={closeEdit} /> : null}
    </div>
  );
}

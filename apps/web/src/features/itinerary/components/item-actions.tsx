import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import type { Plan, PlanDay, PlanItem } from '@escazo/contracts/planning';
import { toast } from '../../../lib/toast.ts';
import { useDeleteItem, useReorderDay } from '../api/plan-edits.ts';
import { reportEditError } from '../api/plan-mutation.ts';
import { isEditableItem, movedOrder } from '../utils/day-order.ts';
import { ItemEditDialog } from './item-edit-dialog.tsx';

/**
 * The owner's changes to a visit or meal: move it earlier or later, edit its time, delete it.
 * Transfers, lodging and flights get none. A move that cannot happen stays focusable but inert
 * (aria-disabled), so keyboard focus survives the re-render after a move.
 */
export function ItemActions({ plan, day, item }: { plan: Plan; day: PlanDay; item: PlanItem }) {
  const { t } = useTranslation('itinerary');
  const [editing, setEditing] = useState(false);
  const moveButtons = useRef<Record<'up' | 'down', HTMLButtonElement | null>>({ up: null, down: null });
  const reorder = useReorderDay(plan.id);
  const remove = useDeleteItem(plan.id);
  if (!isEditableItem(item)) return null;
  const busy = reorder.isPending || remove.isPending;

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
  const onDelete = () =>
    remove.mutate(
      { itemId: item.id, version: plan.version },
      { onSuccess: () => toast.success(t('edit.deleted', { title: item.title })), onError: (err) => reportEditError(err, t('edit.failed')) },
    );

  const canUp = movedOrder(day.items, item.id, 'up') !== null;
  const canDown = movedOrder(day.items, item.id, 'down') !== null;
  return (
    <div role="group" aria-label={t('item.actions', { title: item.title })} className="flex flex-wrap gap-1">
      <Button variant="ghost" size="icon" ref={(el) => { moveButtons.current.up = el; }} aria-label={t('item.moveUp', { title: item.title })} aria-disabled={!canUp || busy} className="aria-disabled:opacity-40" onClick={() => move('up')}>
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" ref={(el) => { moveButtons.current.down = el; }} aria-label={t('item.moveDown', { title: item.title })} aria-disabled={!canDown || busy} className="aria-disabled:opacity-40" onClick={() => move('down')}>
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button variant="outline" size="sm" aria-label={t('item.editLabel', { title: item.title })} onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />{t('item.edit')}
      </Button>
      <Button variant="outline" size="sm" aria-label={t('item.deleteLabel', { title: item.title })} disabled={busy} onClick={onDelete}>
        <Trash2 aria-hidden="true" />{t('item.delete')}
      </Button>
      {editing ? <ItemEditDialog plan={plan} item={item} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}

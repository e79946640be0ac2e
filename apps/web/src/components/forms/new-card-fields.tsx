import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '@escazo/ui/checkbox';
import { CardFields, type CardFieldName } from './card-fields.tsx';

type Props = {
  /** The line above the fields (which test cards work). */
  note: string;
  saveLabel: string;
  /** The form's binding for each card field (react-hook-form's `register`, under any prefix). */
  register: (name: CardFieldName) => UseFormRegisterReturn;
  /** Each field's message, already translated. */
  error: (name: CardFieldName) => string | undefined;
  /** Whether to keep the card for next time. */
  save: { checked: boolean; onChange: (checked: boolean) => void };
};

/** Paying with a new card (checkout, rides): its fields and whether to keep it for next time. */
export function NewCardFields({ note, saveLabel, register, error, save }: Props) {
  const saveId = useId();
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-700">{note}</p>
      <CardFields register={register} error={error} />
      <div className="flex items-center gap-3">
        <Checkbox id={saveId} checked={save.checked} onCheckedChange={(c) => save.onChange(c === true)} />
        <label htmlFor={saveId} className="text-sm text-slate-800">
          {saveLabel}
        </label>
      </div>
    </div>
  );
}

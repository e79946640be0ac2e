import { useId, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react';
import { Button } from '@escazo/ui/button';
import { translateValidation } from '@web/lib/i18n.ts';
import { isCompleteCode } from '../utils/code-digits.ts';
import { CodeInput, type CodeInputHandle } from './code-input.tsx';

type Props = {
  label: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Sends a complete code; `onWrong(message)` shows the message, empties the boxes and focuses the first. */
  onSubmit: (code: string, onWrong: (message: string) => void) => void;
  autoFocus?: boolean;
  /** clear(): empty the boxes and the error (e.g. after a new code was sent). */
  ref?: Ref<CodeInputHandle>;
};

/** Six boxes and a submit button, with 'Please enter a complete 6-digit code' for an incomplete code. */
export function CodeForm({ label, submitLabel, busyLabel, busy, onSubmit, autoFocus = true, ref }: Props) {
  const labelId = useId();
  const errorId = useId();
  const input = useRef<CodeInputHandle>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      clear: () => {
        setError(null);
        input.current?.clear();
      },
      focus: () => input.current?.focus(),
    }),
    [],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      setError(translateValidation('twoFactor.codeIncomplete')!);
      input.current?.focus();
      return;
    }
    setError(null);
    onSubmit(code, (message) => {
      setError(message);
      input.current?.clear();
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p id={labelId} className="text-center text-sm font-medium text-slate-800">
        {label}
      </p>
      <CodeInput
        ref={input}
        value={code}
        onChange={(next) => {
          setCode(next);
          if (next.trim()) setError(null);
        }}
        disabled={busy}
        invalid={error !== null}
        autoFocus={autoFocus}
        labelledBy={labelId}
        describedBy={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-center text-sm text-danger-600">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseTwoFactorCode } from '@escazo/contracts/two-factor';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';

type Props = {
  busy: boolean;
  /** Sends the code; `onWrong` shows the message, empties the field and focuses it again. */
  onSubmit: (code: string, onWrong: (message: string) => void) => void;
};

/** 'Use a recovery code': one of the ten codes saved when two-factor was turned on. */
export function RecoveryCodeForm({ busy, onSubmit }: Props) {
  const { t } = useTranslation('two-factor');
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  // After a wrong code the field is still disabled (request running): focus it once it is enabled.
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    input.current?.focus();
  }, [busy, error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!normaliseTwoFactorCode(value)) {
      setError(t('recovery.invalid'));
      input.current?.focus();
      return;
    }
    setError(undefined);
    onSubmit(value, (message) => {
      setError(message);
      setValue('');
      refocus.current = true;
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field label={t('recovery.label')} hint={t('recovery.hint')} error={error}>
        <Input
          ref={input}
          autoFocus
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="xxxxx-xxxxx"
          disabled={busy}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t('step.verifying') : t('step.verify')}
      </Button>
    </form>
  );
}

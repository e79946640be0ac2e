import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from '@escazo/ui/input';

/** A password input with a show/hide toggle (a pressed-state button with an accessible name). */
export function PasswordInput({
  withToggle = true,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { withToggle?: boolean }) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  if (!withToggle) return <Input type="password" {...props} />;
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className="pr-12" {...props} />
      <button
        type="button"
        aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
        aria-pressed={visible}
        disabled={props.disabled}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-1 my-auto grid size-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60"
      >
        {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
}

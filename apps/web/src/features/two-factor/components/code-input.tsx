import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass } from '@escazo/ui/input';
import { cn } from '@escazo/ui/utils';
import { CODE_LENGTH, boxesOf, digitsOf, fillFrom, setBox } from '../utils/code-digits.ts';

export type CodeInputHandle = {
  /** Empties every box and focuses the first (after a wrong code). */
  clear: () => void;
  focus: () => void;
};

type Props = {
  /** Box i is character i; a space is an empty box (see utils/code-digits.ts). */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  /** The id of the visible label of the whole code. */
  labelledBy?: string;
  /** The id of the error or hint under the boxes. */
  describedBy?: string;
  ref?: Ref<CodeInputHandle>;
};

/**
 * The two-factor code: six boxes, digits only, one per box; focus moves
 * forward on input and back on Backspace; a 6-digit paste (or an autofilled one-time code) in the
 * first box fills every box.
 */
export function CodeInput({ value, onChange, disabled, invalid, autoFocus, labelledBy, describedBy, ref }: Props) {
  const { t } = useTranslation('two-factor');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const boxes = boxesOf(value);
  // A focus asked for while the boxes are disabled (a request running) waits until they are enabled.
  const wantsFocus = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const focusBox = (index: number) => {
    const el = inputs.current[index];
    el?.focus();
    el?.select();
  };

  useImperativeHandle(
    ref,
    () => ({
      clear: () => {
        onChange('');
        wantsFocus.current = true;
        setFocusRequest((n) => n + 1);
      },
      focus: () => {
        wantsFocus.current = true;
        setFocusRequest((n) => n + 1);
      },
    }),
    [onChange],
  );

  useEffect(() => {
    if (!wantsFocus.current || disabled) return;
    wantsFocus.current = false;
    focusBox(0);
  }, [focusRequest, disabled]);

  const type = (index: number, text: string) => {
    const digits = digitsOf(text);
    const current = boxes[index];
    if (digits.length === 2 && current) {
      // Typed into a box that kept its digit: the new digit replaces it.
      const fresh = digits[0] === current ? digits[1]! : digits[0]!;
      onChange(setBox(value, index, fresh));
      if (index < CODE_LENGTH - 1) focusBox(index + 1);
      return;
    }
    if (digits.length <= 1) {
      onChange(setBox(value, index, digits));
      if (digits && index < CODE_LENGTH - 1) focusBox(index + 1);
      return;
    }
    // Several digits at once: an autofilled one-time code.
    const filled = fillFrom(value, index, digits);
    onChange(filled.value);
    focusBox(filled.focus);
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (!digits) return;
    const filled = fillFrom(value, index, digits);
    onChange(filled.value);
    focusBox(filled.focus);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (boxes[index]) return onChange(setBox(value, index, ''));
      if (index > 0) {
        onChange(setBox(value, index - 1, ''));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="flex justify-center gap-2 sm:gap-3"
    >
      {boxes.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            inputs.current[index] = el;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // The first box takes the focus when the step opens (a deliberate, expected move).
          autoFocus={autoFocus && index === 0}
          aria-label={t('code.digit', { n: index + 1, total: CODE_LENGTH })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={digit}
          onChange={(e) => type(index, e.target.value)}
          onPaste={(e) => paste(index, e)}
          onKeyDown={(e) => keyDown(index, e)}
          onFocus={(e) => e.target.select()}
          className={cn(
            controlClass,
            'h-12 w-11 px-0 text-center text-xl font-semibold tabular-nums sm:h-14 sm:w-12 sm:text-2xl',
          )}
        />
      ))}
    </div>
  );
}

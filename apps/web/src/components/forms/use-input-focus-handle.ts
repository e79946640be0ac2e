import { useImperativeHandle, useRef, type Ref } from 'react';

/** What a form library needs to move focus to a field: its text input. */
export type FocusHandle = { focus: () => void };

/**
 * For a field drawn by another component that takes no ref: wrap it in the returned element ref,
 * and `ref` (react-hook-form's field ref) focuses the input inside.
 */
export function useInputFocusHandle(ref: Ref<FocusHandle> | undefined) {
  const wrapper = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => wrapper.current?.querySelector('input')?.focus() }), []);
  return wrapper;
}

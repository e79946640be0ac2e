import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';

type Props = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** Both refs get the node (and null when it goes); one alone is passed as it is. */
function composeRefs<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): Ref<T> | undefined {
  if (!a || !b) return a ?? b;
  return (node: T | null) => {
    setRef(a, node);
    setRef(b, node);
  };
}

/**
 * The slot's props over the child's: the child's own handler runs first, then the slot's; styles
 * merge (the child's win), class names join (the slot's first), any other prop of the child wins.
 */
function mergeProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object | undefined), ...(childValue as object | undefined) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  return merged;
}

export type SlotProps = Props & { children?: ReactNode; ref?: Ref<unknown> };

/**
 * Renders its one child element with the slot's props merged in (`asChild`): a link, say, that
 * looks and behaves like the component that renders the slot.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) throw new Error('Slot needs exactly one element child');
  const element = child as ReactElement<Props>;
  const childRef = element.props.ref as Ref<unknown> | undefined;
  return cloneElement(element, { ...mergeProps(slotProps, element.props), ref: composeRefs(ref, childRef) });
}

import { createElement, createRef, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Slot, type SlotProps } from './slot.tsx';

type Props = Record<string, unknown>;
const slot = (props: SlotProps) => Slot(props) as ReactElement<Props>;

describe('Slot', () => {
  it('renders its child element with the slot props, class names joined (slot first)', () => {
    const html = renderToStaticMarkup(
      createElement(Slot, {
        className: 'btn',
        'data-size': 'sm',
        children: createElement('a', { href: '/deals', className: 'link' }, 'Deals'),
      }),
    );
    expect(html).toBe('<a href="/deals" class="btn link" data-size="sm">Deals</a>');
  });

  it("runs the child's handler first, then the slot's", () => {
    const calls: string[] = [];
    const element = slot({
      onClick: () => calls.push('slot'),
      children: createElement('a', { onClick: () => calls.push('child') }),
    });
    (element.props.onClick as () => void)();
    expect(calls).toEqual(['child', 'slot']);
  });

  it("lets the child's other props and styles win", () => {
    const element = slot({
      title: 'slot',
      style: { color: 'red', margin: 0 },
      children: createElement('a', { title: 'child', style: { color: 'blue' } }),
    });
    expect(element.props.title).toBe('child');
    expect(element.props.style).toEqual({ color: 'blue', margin: 0 });
  });

  it('gives the node to both the slot ref and the child ref', () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    const element = slot({ ref: slotRef, children: createElement('a', { ref: childRef }) });
    const node = { tagName: 'A' } as unknown as HTMLElement;
    (element.props.ref as (n: HTMLElement | null) => void)(node);
    expect(slotRef.current).toBe(node);
    expect(childRef).toHaveBeenCalledWith(node);
  });

  it('refuses anything but one element', () => {
    expect(() => slot({ children: 'text' })).toThrow();
  });
});

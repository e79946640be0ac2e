import {
  createContext,
  useCallback,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from './utils.ts';

/**
 * Tabs after the WAI-ARIA tabs pattern: a tablist of tab buttons, each controlling one tabpanel.
 * One tab is in the page's Tab order (the selected one); arrow keys, Home and End move focus along
 * the list and select the focused tab. An inactive panel is not rendered. Controlled (`value` +
 * `onValueChange`) or not (`defaultValue`).
 */
type TabsContextValue = {
  value: string;
  select: (value: string) => void;
  idFor: (part: 'tab' | 'panel', value: string) => string;
};

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be rendered inside <Tabs>');
  return context;
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children?: ReactNode;
};

export function Tabs({ value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const baseId = useId();
  const select = useCallback(
    (next: string) => {
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  // Values may hold any character; ids keep to the safe ones.
  const idFor = useCallback(
    (part: 'tab' | 'panel', v: string) => `${baseId}-${part}-${v.replace(/[^\w-]/g, '_')}`,
    [baseId],
  );
  return (
    <TabsContext.Provider value={{ value: current, select, idFor }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

const tabsIn = (list: HTMLElement) =>
  [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')].filter((tab) => !tab.disabled);

/** Arrow keys, Home and End move focus (and the selection) along the list, wrapping at the ends. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const steps: Record<string, (index: number, count: number) => number> = {
    ArrowRight: (i, n) => (i + 1) % n,
    ArrowLeft: (i, n) => (i - 1 + n) % n,
    Home: () => 0,
    End: (_i, n) => n - 1,
  };
  const step = steps[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = tabsIn(event.currentTarget);
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0 || tabs.length === 0) return;
  event.preventDefault();
  const next = tabs[step(index, tabs.length)]!;
  next.focus();
  next.click();
}

/** `unstyled` parts take their whole look from `className` (a layout of their own, not an override). */
type Styling = { unstyled?: boolean };

export function TabsList({ className, onKeyDown, unstyled = false, ...props }: ComponentProps<'div'> & Styling) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={unstyled ? className : cn('inline-flex flex-wrap gap-1 rounded-full bg-slate-100 p-1', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  unstyled = false,
  ...props
}: ComponentProps<'button'> & { value: string } & Styling) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idFor('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idFor('panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      className={
        unstyled
          ? className
          : cn(
              'inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-primary-800 data-[state=active]:shadow-sm [&_svg]:size-4',
              className,
            )
      }
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !selected) tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idFor('panel', value)}
      aria-labelledby={tabs.idFor('tab', value)}
      data-state="active"
      tabIndex={0}
      className={cn('focus-visible:outline-none', className)}
      {...props}
    />
  );
}

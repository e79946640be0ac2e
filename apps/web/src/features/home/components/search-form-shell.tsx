import type { FormEvent, ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { cn } from '@escazo/ui/utils';

type Props = {
  /** Where the search goes; with method GET the form works as plain HTML before hydration. */
  action: string;
  onSearch: () => void;
  submitLabel: string;
  children: ReactNode;
  /** Grid columns on wide screens; the button always sits at the end. */
  columns: string;
  footer?: ReactNode;
};

/** The shared frame of a home search tab: a responsive field grid and the search button. */
export function SearchFormShell({ action, onSearch, submitLabel, children, columns, footer }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form action={action} method="get" onSubmit={submit} noValidate>
      <div className={cn('grid gap-4 sm:grid-cols-2', columns)}>{children}</div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {footer}
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          <Search aria-hidden="true" />
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

import { Search } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { cn } from '@escazo/ui/utils';

type Props = { label: string; error?: string | null; className?: string };

/** A search form's last row: what is wrong with the form (announced), and its search button. */
export function SearchSubmitRow({ label, error, className }: Props) {
  return (
    <div className={cn('flex items-center justify-end gap-3', className)}>
      {error ? (
        <p role="alert" className="mr-auto text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full sm:w-auto">
        <Search aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}

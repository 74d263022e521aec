import { cn } from '@/components/ui/cn';

/**
 * Why a console page could not read what it shows (a PageRead's `refused` or `invalid`), said in
 * its place: the whole page for a record's page, under the heading for a list.
 */
export function ReadAlert({
  message,
  margin,
}: {
  message: string;
  /** The space above it, when it follows a heading; none at the top of a page. */
  margin?: 'mt-4' | 'mt-6';
}) {
  return (
    <p role="alert" className={cn(margin, 'font-semibold text-red-800')}>
      {message}
    </p>
  );
}

import { cn } from '@/components/ui/cn';

/** What a console form's last answer said: a status when it worked, an alert when it did not. */
export function ConsoleSaid({
  said,
  id,
  small = false,
}: {
  said: { ok: boolean; message: string } | null;
  /** For a control's aria-describedby, when the message is about it. */
  id?: string;
  /** Under a button of a list's row, in the row's smaller text. */
  small?: boolean;
}) {
  if (!said) return null;
  return (
    <span
      id={id}
      role={said.ok ? 'status' : 'alert'}
      className={cn(
        small ? 'text-xs' : 'text-sm',
        said.ok ? 'text-green-800' : 'font-semibold text-red-800',
      )}
    >
      {said.message}
    </span>
  );
}

/** What a console form's last answer said: a status when it worked, an alert when it did not. */
export function ConsoleSaid({
  said,
  id,
}: {
  said: { ok: boolean; message: string } | null;
  /** For a control's aria-describedby, when the message is about it. */
  id?: string;
}) {
  if (!said) return null;
  return (
    <span
      id={id}
      role={said.ok ? 'status' : 'alert'}
      className={said.ok ? 'text-sm text-green-800' : 'text-sm font-semibold text-red-800'}
    >
      {said.message}
    </span>
  );
}

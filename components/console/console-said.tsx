/** What a console form's last answer said: a status when it worked, an alert when it did not. */
export function ConsoleSaid({ said }: { said: { ok: boolean; message: string } | null }) {
  if (!said) return null;
  return (
    <span
      role={said.ok ? 'status' : 'alert'}
      className={said.ok ? 'text-sm text-green-800' : 'text-sm font-semibold text-red-800'}
    >
      {said.message}
    </span>
  );
}

import { operatorSignOutFormAction } from '@/lib/platform/console-actions';

import { Button } from '@/components/ui/button';

/** Signs the operator out: a form, so it works before the page's script has loaded. */
export function ConsoleSignOutButton() {
  return (
    <form action={operatorSignOutFormAction}>
      <Button type="submit" variant="outline" size="sm">
        Sign out
      </Button>
    </form>
  );
}

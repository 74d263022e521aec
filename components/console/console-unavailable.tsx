import { consoleMessages } from '@/lib/operators/texts';

import { Container } from '@/components/ui/container';
import { CONSOLE_CONTENT } from '@/components/console/console-skip-link';

export function ConsoleUnavailable() {
  return (
    <Container id={CONSOLE_CONTENT} tabIndex={-1} className="py-16 focus:outline-none">
      <h1 className="text-2xl font-bold text-slate-900">Console</h1>
      <p role="status" className="mt-4 max-w-2xl text-slate-700">
        {consoleMessages.unavailable}
      </p>
    </Container>
  );
}

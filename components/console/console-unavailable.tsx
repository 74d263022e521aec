import { consoleMessages } from '@/lib/operators/texts';

import { Container } from '@/components/ui/container';

export function ConsoleUnavailable() {
  return (
    <Container className="py-16">
      <h1 className="text-2xl font-bold text-slate-900">Console</h1>
      <p role="status" className="mt-4 max-w-2xl text-slate-700">
        {consoleMessages.unavailable}
      </p>
    </Container>
  );
}

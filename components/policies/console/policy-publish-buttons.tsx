'use client';

import type { PolicyKey } from '@/lib/calls/domain';
import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

/** Publishes a policy page's draft, or discards it. */
export function PolicyPublishButtons({ policyKey }: { policyKey: PolicyKey }) {
  return (
    <span className="inline-flex flex-wrap items-start gap-3">
      <ConsoleActionButton
        label="Publish"
        variant="primary"
        confirm="Publish the draft? Visitors see the new text at once."
        act={() => consoleCall('publishPolicyPage', { key: policyKey })}
      />
      <ConsoleActionButton
        label="Discard draft"
        confirm="Discard the draft? The published text stays."
        act={() => consoleCall('discardPolicyDraft', { key: policyKey })}
      />
    </span>
  );
}

import { policyPageMetadata } from '@/lib/policies/pages';
import { pageMetadata } from '@/lib/site';

import { PolicyDocument } from '@/components/policies/policy-document';

// Prerendered; regenerated every five minutes or on demand when the stored text changes.
export const revalidate = 300;

export const metadata = pageMetadata(policyPageMetadata.privacypolicy);

export default function PrivacyPolicyPage() {
  return <PolicyDocument policyKey="privacypolicy" />;
}

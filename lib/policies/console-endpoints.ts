import { endpoint } from '@/lib/calls/endpoint';
import { PEOPLE_ROLES } from '@/lib/access/roles';

/**
 * Where each of this domain's console calls lives and which operators may make it; zod-free, so
 * the console's islands import it. Apart from the site's (endpoints.ts), so no site page loads it.
 */
export const consolePolicyEndpoints = {
  // The console's inbox: the contact messages, answered by mail and marked handled.
  listContactMessages: endpoint({
    path: 'console/contact/list',
    method: 'POST',
    access: 'operator',
    roles: PEOPLE_ROLES,
    via: 'page',
  }),
  markContactHandled: endpoint({
    path: 'console/contact/handled',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'support'],
    via: 'action',
  }),
  replyToContact: endpoint({
    path: 'console/contact/reply',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'support'],
    via: 'action',
  }),
  // The console's policy pages: edited as a draft, previewed, then published.
  listPolicyPagesForConsole: endpoint({
    path: 'console/policy/list',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'page',
  }),
  consolePolicyPage: endpoint({
    path: 'console/policy/details',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'page',
  }),
  savePolicyDraft: endpoint({
    path: 'console/policy/draft',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  publishPolicyPage: endpoint({
    path: 'console/policy/publish',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  discardPolicyDraft: endpoint({
    path: 'console/policy/discard',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
};

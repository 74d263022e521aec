import { endpoint } from '@/lib/calls/endpoint';

/** Where each call of this domain lives and who may make it; zod-free, so the browser imports it. */
export const policyEndpoints = {
  policy: endpoint({ path: 'privacypolicy/view', method: 'POST', access: 'public' }),
  contact: endpoint({ path: 'contactus/save', method: 'POST', access: 'public' }),
  // The console's inbox: the contact messages, answered by mail and marked handled.
  listContactMessages: endpoint({
    path: 'console/contact/list',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'support'],
    via: 'page',
  }),
  markContactHandled: endpoint({
    path: 'console/contact/handled',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'support'],
    via: 'action',
    action: 'markContactHandledAction',
  }),
  replyToContact: endpoint({
    path: 'console/contact/reply',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'support'],
    via: 'action',
    action: 'replyToContactAction',
  }),
};

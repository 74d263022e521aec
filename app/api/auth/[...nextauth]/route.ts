import { handleAuthPost, handlers } from '@/lib/session/auth';

export const { GET } = handlers;
export { handleAuthPost as POST };

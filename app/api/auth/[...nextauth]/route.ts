import { handleAuthPost, handlers } from '@/lib/auth/auth';

export const { GET } = handlers;
export { handleAuthPost as POST };

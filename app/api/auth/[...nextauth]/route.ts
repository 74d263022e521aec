import { handlers } from '@/lib/session/auth';

export const { GET, POST } = handlers;

import { setTestHashCost } from '@/lib/accounts/password';

// Cheap password hashes in this process only (lib/accounts/password.ts says why).
setTestHashCost();

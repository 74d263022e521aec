'use client';

import { ErrorScreen } from '@/components/site/error-screen';

/** A page of this group that failed, inside the group's layout (components/site/error-screen). */
export default ErrorScreen;

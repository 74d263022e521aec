'use client';

import { ErrorScreen } from '@/components/site/error-screen';

/** A failure above every audience's layout (components/site/error-screen). */
export default ErrorScreen;

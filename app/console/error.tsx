'use client';

import { ErrorScreen } from '@/components/site/error-screen';

/** A console page that failed, under the console's bar (components/site/error-screen). */
export default ErrorScreen;

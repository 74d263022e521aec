import { routes } from '@/lib/routes';

/** Where an invited operator enrols: the console's page with the invitation's token. */
export const enrolmentHref = (token: string) =>
  `${routes.consoleEnrol.path}?${new URLSearchParams({ token })}`;

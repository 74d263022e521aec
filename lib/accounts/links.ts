import { routes } from '@/lib/routes';

/*
 * The console's addresses for people: the list with its search in the address (`?q=`), so a
 * search can be shared and reloaded, a student's page, and the list as a CSV download.
 */

/** The students' list: the search and the page (from 1) in the address. */
export function consoleStudentsHref({ q, page = 1 }: { q?: string; page?: number } = {}) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${routes.consoleStudents.path}?${query}` : routes.consoleStudents.path;
}

/** A student's page in the console. */
export const consoleStudentHref = (studentId: number) =>
  `${routes.consoleStudent.path}/${studentId}`;

/** Every student the search finds, as a CSV file (app/console/(operator)/students/export). */
export function consoleStudentsExportHref(q?: string) {
  const path = `${routes.consoleStudents.path}/export`;
  return q ? `${path}?${new URLSearchParams({ q })}` : path;
}

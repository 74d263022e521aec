/**
 * A full page load, for moments the whole page must see a changed session (sign-in, sign-out,
 * a session ended by the API). Its own module so tests can observe it; jsdom cannot navigate.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}

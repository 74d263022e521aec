/** The id of a console page's own content: past the console's bar and menu. */
export const CONSOLE_CONTENT = 'console-content';

/**
 * The console's "Skip to content", in place of the site's (which lands before the console's bar
 * and its menu of fifteen links): it lands on the page's own content.
 */
export function ConsoleSkipLink() {
  return (
    <a
      href={`#${CONSOLE_CONTENT}`}
      className="sr-only z-50 rounded-md bg-slate-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
    >
      Skip to content
    </a>
  );
}

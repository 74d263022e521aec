import { NotFoundContent } from '@/components/site/not-found-content';

/** A console page asked for something that is not there: under the console's bar. */
export default function ConsoleNotFound() {
  return <NotFoundContent />;
}

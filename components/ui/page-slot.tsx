import { Fragment, type ReactNode } from 'react';

/**
 * A layout's page inside the element that holds it (the site's <main>, the console's content).
 * The page comes as a reference in the layout's streamed data; straight under an element, one
 * that has not arrived when the browser hydrates suspends that element, and React replays it by
 * claiming the next node again, one level too deep: a hydration error (#418) and the page drawn
 * afresh. Under a keyed fragment the fragment suspends instead, and it claims no node
 * (docs/public-pages.md, "Hydrating while the page's data arrives").
 */
export function PageSlot({ children }: { children: ReactNode }) {
  return <Fragment key="page">{children}</Fragment>;
}

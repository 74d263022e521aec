'use client';

import Link from 'next/link';
import { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import {
  useContext,
  type ComponentPropsWithRef,
  type FocusEvent,
  type MouseEvent,
  type TouchEvent,
} from 'react';

export type IntentLinkProps = Omit<ComponentPropsWithRef<typeof Link>, 'prefetch'> & {
  /** `false` for a link whose target must not be fetched ahead (a redirect, a sign-out). */
  prefetch?: false;
};

/**
 * The site's internal link. It fetches its page when the visitor shows the intent to follow it
 * (pointer over it, a touch, keyboard focus) instead of as soon as it scrolls into view, so a
 * phone does not download and decode the next pages while the current one is starting up. The
 * prefetch is the one next/link makes on hover: static pages whole, dynamic ones up to their
 * loading state. Like next/link it reads the app router from its context, so outside one (a
 * server-rendered fragment in a test) it is a plain link.
 */
export function IntentLink({
  href,
  prefetch: prefetchAllowed,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: IntentLinkProps) {
  const router = useContext(AppRouterContext);

  const prefetch = () => {
    const target = typeof href === 'string' ? href : href.pathname;
    if (!router || prefetchAllowed === false) return;
    if (!target?.startsWith('/') || target.startsWith('//')) return;
    router.prefetch(target, { kind: PrefetchKind.AUTO });
  };

  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetch();
      }}
    />
  );
}

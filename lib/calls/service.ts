import type { CallAccess, CallName, Calls, DataOf, ParsedRequestOf } from '@/lib/platform/calls';

import type { OperatorActor, ResetHolder, StudentActor, VisitorActor } from './actor';
import type { BackendDeps } from './deps';

/** What the backend resolves for each kind of access before it calls the service. */
type ActorFor<A extends CallAccess> = {
  public: VisitorActor;
  optional: VisitorActor | StudentActor;
  student: StudentActor;
  reset: ResetHolder;
  operator: OperatorActor;
}[A];

type Result<T> = { message: string; data: T };

/**
 * A service: a plain function of the outside world it needs, who it acts for and the input a
 * trust boundary has already parsed. It answers with the call's message and data or throws a
 * ServiceError. A service may accept more kinds of actor than its call's access gives it (the
 * system, for webhooks and operator tasks).
 */
export type Service<K extends CallName> = (
  deps: BackendDeps,
  actor: ActorFor<Calls[K]['access']>,
  input: ParsedRequestOf<K>,
) => Promise<Result<DataOf<K>>>;

/** The services of one domain's calls, keyed by call name. */
export type Handlers<C> = { [K in keyof C & CallName]: Service<K> };

/** Every call's service. */
export type Services = { [K in CallName]: Service<K> };

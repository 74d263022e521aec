import type { OperatorActor, ResetHolder, StudentActor, SystemActor, VisitorActor } from './actor';
import type {
  CallAccess,
  CallDefinition,
  CallTable,
  DataOf,
  ParsedRequestOf,
  StreamDefinition,
} from './define-call';
import type { BackendDeps } from './deps';
import type { StreamAnswer, StreamBody, StreamRequest } from './stream';

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
export type Service<C extends CallDefinition> = (
  deps: BackendDeps,
  actor: ActorFor<C['access']>,
  input: ParsedRequestOf<C>,
) => Promise<Result<DataOf<C>>>;

/**
 * The service of a call whose request's body streams (`streamsBody`): the body comes beside the
 * input, to be read as it arrives.
 */
export type ReceivingService<C extends CallDefinition> = (
  deps: BackendDeps,
  actor: ActorFor<C['access']>,
  input: ParsedRequestOf<C>,
  body: StreamBody,
) => Promise<Result<DataOf<C>>>;

/**
 * The service of a call whose answer is bytes. A stream never ends a session: whoever a token
 * names no one reaches it as a visitor, and it answers them as it answers any visitor (403 or
 * 404), so the browser is not signed out by a file it may not read.
 */
export type StreamService<S extends StreamDefinition> = (
  deps: BackendDeps,
  actor: S['access'] extends 'public'
    ? VisitorActor
    : S['access'] extends 'operator'
      ? VisitorActor | OperatorActor
      : VisitorActor | StudentActor,
  input: ParsedRequestOf<S>,
  request: StreamRequest,
) => Promise<StreamAnswer>;

/** The service a definition takes. */
type ServiceOf<C> = C extends StreamDefinition
  ? StreamService<C>
  : C extends CallDefinition & { streamsBody: true }
    ? ReceivingService<C>
    : C extends CallDefinition
      ? Service<C>
      : never;

/** The services of a table's calls, keyed by call name: a call without one is a type error. */
export type Handlers<C extends CallTable> = { [K in keyof C]: ServiceOf<C[K]> };

/** Any service, as the backend calls it by name. */
export type AnyService = (
  deps: BackendDeps,
  actor: VisitorActor | StudentActor | ResetHolder | OperatorActor | SystemActor,
  input: unknown,
  extra?: unknown,
) => Promise<unknown>;

import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { AppError, isAppError } from '@/lib/domain/errors';
import { OUTBOX_KINDS, type OutboxKind, type OutboxMessage } from '@/lib/domain/outbox';
import { toPuppy, type Puppy } from '@/lib/domain/puppy';
import { toStud, type Stud } from '@/lib/domain/stud';
import type { User } from '@/lib/domain/user';

/**
 * The boundary between Firestore documents and the app's plain types. Reading goes through the
 * same domain helpers as the local adapter (toPuppy, toStud, toBasicInfo, toHeroImage), after
 * Firestore values are made plain: Timestamps become ISO strings (date-only fields become
 * YYYY-MM-DD). Whatever is missing or corrupt gets the docs/product.md §3 defaults there.
 */

const EPOCH = new Date(0).toISOString();

function isTimestamp(v: unknown): v is Timestamp {
  return v instanceof Timestamp;
}

/** A Timestamp (or a Date) as an ISO string; strings pass through; anything else is undefined. */
export function isoOf(v: unknown): string | undefined {
  if (isTimestamp(v)) return v.toDate().toISOString();
  if (v instanceof Date && !Number.isNaN(v.getTime())) return v.toISOString();
  return typeof v === 'string' ? v : undefined;
}

/** Date-only fields (dob, availableDate, expectedDate) written as Timestamps by other tools. */
function dayOf(v: unknown): unknown {
  if (isTimestamp(v)) return v.toDate().toISOString().slice(0, 10);
  return v;
}

/** Every Timestamp in a document, at any depth, as an ISO string. */
export function plain(data: DocumentData | undefined): Record<string, unknown> {
  const walk = (v: unknown): unknown => {
    if (isTimestamp(v)) return v.toDate().toISOString();
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return (data ? walk(data) : {}) as Record<string, unknown>;
}

export function docToPuppy(id: string, data: DocumentData | undefined): Puppy {
  const d = data ?? {};
  return toPuppy(id, plain({ ...d, dob: dayOf(d.dob), availableDate: dayOf(d.availableDate), expectedDate: dayOf(d.expectedDate) }));
}

export function docToStud(id: string, data: DocumentData | undefined): Stud {
  const d = data ?? {};
  return toStud(id, plain({ ...d, dob: dayOf(d.dob) }));
}

export function docToUser(id: string, data: DocumentData | undefined): User {
  const d = data ?? {};
  return {
    id,
    email: typeof d.email === 'string' ? d.email : '',
    role: d.role === 'admin' ? 'admin' : 'user',
    createdAt: isoOf(d.createdAt) ?? EPOCH,
    sessionVersion: sessionVersionOf(d.sessionVersion),
  };
}

/** `sessionVersion` as stored (a non-negative integer); a missing or corrupt value reads 0. */
export function sessionVersionOf(v: unknown): number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : 0;
}

export function docToOutbox(id: string, data: DocumentData | undefined): OutboxMessage {
  const d = data ?? {};
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id,
    kind: typeof d.kind === 'string' && (OUTBOX_KINDS as readonly string[]).includes(d.kind) ? (d.kind as OutboxKind) : 'contact',
    to: Array.isArray(d.to) ? d.to.filter((x): x is string => typeof x === 'string') : [],
    subject: str(d.subject),
    body: str(d.body),
    fromName: str(d.fromName),
    replyEmail: str(d.replyEmail),
    phone: str(d.phone),
    createdAt: isoOf(d.createdAt) ?? EPOCH,
    handledAt: isoOf(d.handledAt) ?? null,
  };
}

let lastMicros = 0;

/**
 * Now, as a Firestore Timestamp strictly later than the previous one this process made.
 * Firestore keeps microseconds, so records made in the same millisecond still sort in the order
 * they were made (the local adapter breaks such ties by insertion order too).
 */
export function nowTimestamp(): Timestamp {
  const micros = Math.max(Date.now() * 1000, lastMicros + 1);
  lastMicros = micros;
  return new Timestamp(Math.floor(micros / 1_000_000), (micros % 1_000_000) * 1000);
}

let lastImportMicros = 0;

/**
 * An exported ISO time as a Timestamp for import (lib/transfer). Records imported oldest first
 * that share one millisecond get strictly increasing microseconds, so they keep their order; the
 * ISO string read back is the same.
 */
export function importedTimestamp(iso: string): Timestamp {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new AppError('invalid_input', `Not a time: ${JSON.stringify(iso)}`);
  let micros = ms * 1000;
  if (lastImportMicros >= micros && lastImportMicros < micros + 999) micros = lastImportMicros + 1;
  lastImportMicros = micros;
  return new Timestamp(Math.floor(micros / 1_000_000), (micros % 1_000_000) * 1000);
}

/** A sortable number (microseconds) for a stored time: Timestamp, Date or ISO string; 0 when missing. */
export function timeKey(v: unknown): number {
  if (isTimestamp(v)) return v.seconds * 1_000_000 + Math.floor(v.nanoseconds / 1000);
  if (v instanceof Date) return v.getTime() * 1000;
  if (typeof v === 'string') {
    const ms = Date.parse(v);
    return Number.isNaN(ms) ? 0 : ms * 1000;
  }
  return 0;
}

/** Firestore document ids the app accepts from URLs and callers: no slashes, not `.`/`..`, not `__x__`. */
export function isDocId(id: string): boolean {
  return typeof id === 'string' && id.length > 0 && id.length <= 128 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

/** gRPC status codes firebase-admin's Firestore client reports. */
const GRPC = { NOT_FOUND: 5, ALREADY_EXISTS: 6, PERMISSION_DENIED: 7, RESOURCE_EXHAUSTED: 8, FAILED_PRECONDITION: 9, ABORTED: 10, UNAVAILABLE: 14, DEADLINE_EXCEEDED: 4, UNAUTHENTICATED: 16, INTERNAL: 13 } as const;

export function grpcCode(e: unknown): number | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Firestore failures as AppErrors: the service being unreachable, overloaded or refusing our
 * credentials is `unavailable` (the caller shows its catalogue message); a missing composite index
 * says which file to deploy. AppErrors thrown by the stores pass through.
 */
export function mapFirestoreError(e: unknown, what: string): unknown {
  if (isAppError(e)) return e;
  const code = grpcCode(e);
  const message = e instanceof Error ? e.message : String(e);
  if (code === GRPC.FAILED_PRECONDITION && /index/i.test(message)) {
    return new AppError('unavailable', `Firestore needs an index for ${what}; deploy firestore.indexes.json (firebase deploy --only firestore:indexes). ${message}`, { cause: e });
  }
  if (code !== undefined && ([GRPC.UNAVAILABLE, GRPC.DEADLINE_EXCEEDED, GRPC.RESOURCE_EXHAUSTED, GRPC.ABORTED, GRPC.PERMISSION_DENIED, GRPC.UNAUTHENTICATED, GRPC.INTERNAL] as number[]).includes(code)) {
    return new AppError('unavailable', `Firestore could not ${what}: ${message}`, { cause: e });
  }
  return e;
}

/** Wraps every method of a store so Firestore errors leave as AppErrors (see mapFirestoreError). */
export function withFirestoreErrors<T extends object>(store: T, name: string): T {
  const wrapped = {} as Record<string, unknown>;
  for (const [key, fn] of Object.entries(store)) {
    wrapped[key] =
      typeof fn === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await (fn as (...a: unknown[]) => unknown).apply(store, args);
            } catch (e) {
              throw mapFirestoreError(e, `${name}.${key}`);
            }
          }
        : fn;
  }
  return wrapped as T;
}

#ifndef C_RESPONDER_CHAIN_ATOMICS_H
#define C_RESPONDER_CHAIN_ATOMICS_H

#include <stdatomic.h>

/// How many observation scopes (global observers and task-scoped traces) are active.
///
/// Dispatch reads it with one relaxed load and takes the untraced path when it is zero. Registration and
/// removal happen under the observer registry's lock in Swift; the counter only mirrors that state, so relaxed
/// ordering is enough: a dispatch that starts concurrently with a registration may or may not be observed, and
/// nothing else depends on the value.
extern _Atomic long responder_chain_observation_count;

static inline long responder_chain_observation_count_load(void) {
    return atomic_load_explicit(&responder_chain_observation_count, memory_order_relaxed);
}

static inline void responder_chain_observation_count_add(long delta) {
    atomic_fetch_add_explicit(&responder_chain_observation_count, delta, memory_order_relaxed);
}

/// The dynamic type of the last error found to be neither a cancellation nor an `NSError` (nor a type whose
/// values may be either, such as `URLError`): a plain Swift error type, whose answer never changes, so the
/// cancellation check of every hop costs one load and a comparison for it. Relaxed ordering: the value is only
/// a cache of a fact about a type, and a stale or missing entry just means the full check runs.
extern _Atomic(const void *) responder_chain_plain_error_type;

static inline const void *responder_chain_plain_error_type_load(void) {
    return atomic_load_explicit(&responder_chain_plain_error_type, memory_order_relaxed);
}

static inline void responder_chain_plain_error_type_store(const void *type) {
    atomic_store_explicit(&responder_chain_plain_error_type, type, memory_order_relaxed);
}

/// The error box (the single reference an `any Error` is) that a hop in flight found not to be a cancellation.
///
/// A chain passes the same box from level to level, so each level after the first compares one pointer instead
/// of opening the box to read its type. The hop that stores a box clears the value when it ends, and passes the
/// error to the call that clears it, so the box is alive while the value names it: an equal pointer is the same
/// error, never a new one at a reused address. Relaxed ordering is enough: the release of a box and the
/// allocation of another at its address synchronise through the allocator, so a thread holding the new box
/// cannot load the old value; a missing entry just means the full check runs.
extern _Atomic(const void *) responder_chain_checked_error;

static inline const void *responder_chain_checked_error_load(void) {
    return atomic_load_explicit(&responder_chain_checked_error, memory_order_relaxed);
}

static inline void responder_chain_checked_error_store(const void *box) {
    atomic_store_explicit(&responder_chain_checked_error, box, memory_order_relaxed);
}

#endif

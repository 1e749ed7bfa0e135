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

#endif

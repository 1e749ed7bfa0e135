#include "CResponderChainAtomics.h"

_Atomic long responder_chain_observation_count = 0;

_Atomic(const void *) responder_chain_plain_error_type = 0;
// On a cache line of its own: every hop writes it, and every hop reads the observation count.
_Alignas(64) _Atomic(const void *) responder_chain_checked_error = 0;

#include "CResponderChainAtomics.h"

_Atomic long responder_chain_observation_count = 0;

_Atomic(const void *) responder_chain_plain_error_type = 0;
_Atomic(const void *) responder_chain_checked_error = 0;

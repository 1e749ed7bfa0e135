#include "CResponderChainAtomics.h"

_Atomic long responder_chain_observation_count = 0;


/* CTransitionABI is header only: this file exists because SwiftPM needs a source. */
#include "transhost.h"

#define FIXTURE_INIT_STATUS TRANSHOST_E_UNSUPPORTED
#include "fixture_plugin.h"

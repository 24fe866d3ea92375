/* The fixture fade, misbehaving (misbehave.h: -DMISBEHAVE=...) in animate_transition of
 * its second transition. */
#include "misbehave.h"

static void misbehave_in_second(int transition) {
  if (transition == 2) misbehave();
}

#define FIXTURE_ANIMATE_HOOK misbehave_in_second
#include "fixture_plugin.h"

/* CHostSupport only declares libc functions; this file exists because SwiftPM needs a source. */
#include "host_support.h"

/*
 * The entry point every one-animator fixture shares (fixture_plugin.h and
 * runtime_plugin.h include it last): the factory that serves fixture_descriptor through
 * fixture_create, init, deinit, get_factory and transhost_entry_v1. The including file
 * defines fixture_descriptor and fixture_create first, and may set:
 *
 *   FIXTURE_ABI_MAJOR      entry abi_major        (default TRANSHOST_ABI_MAJOR)
 *   FIXTURE_ENTRY_SIZE     entry struct_size      (default sizeof(transhost_entry_t))
 *   FIXTURE_REQUIRED_MINOR required_host_minor    (default 0)
 *   FIXTURE_ENTRY_NULL     entry returns NULL     (default 0)
 *   FIXTURE_INIT_STATUS    init's return value    (default TRANSHOST_OK)
 *   FIXTURE_NO_FACTORY     get_factory gives NULL (default 0)
 *   FIXTURE_NO_ANIMATOR_FACTORY  get_factory gives NULL for the animator factory only
 *   FIXTURE_OBJECT_FACTORY the object factory get_factory gives (default none: NULL)
 *   FIXTURE_BUILT_WITH     built_with string      (default "gcc")
 *   FIXTURE_INIT_HOOK      a function (host) init calls with the host it is given
 */
#include <string.h>

#include "transhost.h"

#ifndef FIXTURE_ABI_MAJOR
#define FIXTURE_ABI_MAJOR TRANSHOST_ABI_MAJOR
#endif
#ifndef FIXTURE_ENTRY_SIZE
#define FIXTURE_ENTRY_SIZE sizeof(transhost_entry_t)
#endif
#ifndef FIXTURE_REQUIRED_MINOR
#define FIXTURE_REQUIRED_MINOR 0
#endif
#ifndef FIXTURE_ENTRY_NULL
#define FIXTURE_ENTRY_NULL 0
#endif
#ifndef FIXTURE_INIT_STATUS
#define FIXTURE_INIT_STATUS TRANSHOST_OK
#endif
#ifndef FIXTURE_NO_FACTORY
#define FIXTURE_NO_FACTORY 0
#endif
#ifndef FIXTURE_BUILT_WITH
#define FIXTURE_BUILT_WITH "gcc"
#endif

static uint32_t fixture_count(void) { return 1; }

static const transhost_descriptor_t *fixture_describe(uint32_t index) {
  return index == 0 ? &fixture_descriptor : NULL;
}

static const transhost_animator_factory_t fixture_factory = {
    sizeof(transhost_animator_factory_t), 0, fixture_count, fixture_describe, fixture_create};

static transhost_status fixture_init(const transhost_host_t *host, const char *path) {
  (void)host;
  (void)path;
#ifdef FIXTURE_INIT_HOOK
  FIXTURE_INIT_HOOK(host);
#endif
  return FIXTURE_INIT_STATUS;
}

static void fixture_deinit(void) {}

#ifndef FIXTURE_NO_ANIMATOR_FACTORY
#define FIXTURE_NO_ANIMATOR_FACTORY 0
#endif

static const void *fixture_get_factory(const char *id) {
  if (FIXTURE_NO_FACTORY) return NULL;
#ifdef FIXTURE_OBJECT_FACTORY
  if (strcmp(id, TRANSHOST_OBJECT_FACTORY_ID) == 0) return &FIXTURE_OBJECT_FACTORY;
#endif
  if (FIXTURE_NO_ANIMATOR_FACTORY) return NULL;
  return strcmp(id, TRANSHOST_ANIMATOR_FACTORY_ID) == 0 ? &fixture_factory : NULL;
}

static const transhost_entry_t fixture_entry = {
    FIXTURE_ENTRY_SIZE, FIXTURE_ABI_MAJOR, TRANSHOST_ABI_MINOR, FIXTURE_REQUIRED_MINOR,
    FIXTURE_BUILT_WITH, fixture_init, fixture_deinit, fixture_get_factory};

TRANSHOST_EXPORT const transhost_entry_t *transhost_entry_v1(void) {
  return FIXTURE_ENTRY_NULL ? NULL : &fixture_entry;
}

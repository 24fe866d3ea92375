/* Small C declarations the host needs that Swift's Glibc module does not expose. */
#ifndef TRANSHOST_HOST_SUPPORT_H
#define TRANSHOST_HOST_SUPPORT_H

/* glibc's secure_getenv(3): getenv that returns NULL in set-user-ID and other
 * secure-execution processes. Declared here because it needs _GNU_SOURCE. */
extern char *secure_getenv(const char *name);

/* pipe2(2): a pipe whose ends are created with O_CLOEXEC at once, so that no helper
 * process started meanwhile by another thread inherits them. Needs _GNU_SOURCE. */
extern int pipe2(int pipefd[2], int flags);

/* glibc's posix_spawn_file_actions_addclosefrom_np (2.34): the child closes every
 * descriptor from `from` up, so a scan helper inherits none of the host's (a plugin
 * writing on descriptors it did not open would reach them). Needs _GNU_SOURCE. */
#include <spawn.h>
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions,
                                                    int from);

/* getauxval(3) from <sys/auxv.h>, for AT_SECURE (23): nonzero in a secure-execution
 * process (set-user-ID, set-group-ID, file capabilities). */
extern unsigned long getauxval(unsigned long type);
#define TRANSHOST_AT_SECURE 23UL

/* getrandom(2), for the plugin cache's key. */
#include <sys/random.h>

/* Asks the kernel to send SIGKILL to this process when its parent ends (Linux
 * prctl(PR_SET_PDEATHSIG)), so that a helper in its own process group does not outlive
 * the host that supervises it. Returns prctl's result. prctl is variadic, which Swift
 * cannot call, hence this wrapper (support.c). */
int transhost_end_with_parent(void);

/* Makes this process a child subreaper (Linux prctl(PR_SET_CHILD_SUBREAPER)): a
 * descendant whose parent ends is re-parented to it rather than to init, so that a
 * process a plugin started in a session of its own can still be found and killed.
 * Returns prctl's result (support.c). */
int transhost_become_subreaper(void);

/* Whether this process is a child subreaper (prctl(PR_GET_CHILD_SUBREAPER)): 1 or 0. */
int transhost_is_subreaper(void);

/* The file of the loaded object (library or executable) that holds `address`, from
 * glibc's dladdr(3), which needs _GNU_SOURCE; NULL when none does (support.c). */
const char *transhost_object_file(const void *address);

/* close_range(2) (glibc 2.34, _GNU_SOURCE): closes every descriptor from `from` up, in a
 * scan helper forked from the host, as posix_spawn's closefrom does for an executed one. */
extern int close_range(unsigned int first, unsigned int last, int flags);

/* In a process just forked from one with a single thread: puts every signal it catches
 * back at its default action, as execve(2) would (ignored signals stay ignored), so a
 * forked scan helper does not run the host's handlers (support.c). */
void transhost_reset_caught_signals(void);

/* The thread-local slot where PluginCalls (PluginCallObserver.swift) binds the observer of
 * this thread's plugin calls: NULL, or what it bound. */
void *transhost_plugin_call_binding(void);
void transhost_set_plugin_call_binding(void *binding);

/* SHA-256 with the x86 SHA extensions (sha256_extensions.c), for the plugin cache's seal.
 * Whether this processor has them (cpuid: SHA, SSSE3 and SSE4.1); always 0 on other
 * architectures. Ask once: cpuid is slow in a virtual machine. */
#include <stddef.h>
#include <stdint.h>
int transhost_sha256_extensions_available(void);

/* FIPS 180-4's 64 round constants K, in round order (the portable rounds use them too). */
const uint32_t *transhost_sha256_round_constants(void);

/* Compresses `block_count` 64-byte blocks at `blocks` into `state` (the eight chaining
 * words a to h, FIPS 180-4 H0 to H7). Only when transhost_sha256_extensions_available()
 * is nonzero: on a processor without them it faults (SIGILL). */
void transhost_sha256_compress_extensions(uint32_t state[8], const void *blocks,
                                          size_t block_count);

#endif

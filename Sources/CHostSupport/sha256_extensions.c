/* SHA-256's compression function (FIPS 180-4, section 6.2.2) with the x86 SHA extensions
 * (sha256rnds2, sha256msg1, sha256msg2), for the plugin cache's seal. The portable rounds
 * stay in Swift (PluginHost's SHA256.swift), which takes its constants from here; the host
 * calls these rounds only when transhost_sha256_extensions_available() says the processor
 * has them. */
#include "host_support.h"

/* FIPS 180-4's 64 round constants K (section 4.2.2), in round order, for both sets of
 * rounds. Aligned so that the processor's rounds load four at a time. */
static const uint32_t round_constants[64] __attribute__((aligned(16))) = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
    0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
    0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
    0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
    0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
    0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
    0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
    0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2,
};

const uint32_t *transhost_sha256_round_constants(void) { return round_constants; }

#if defined(__x86_64__)

#include <cpuid.h>
#include <immintrin.h>

int transhost_sha256_extensions_available(void) {
  unsigned int eax, ebx, ecx, edx;
  /* Leaf 1, ECX: SSSE3 (bit 9, pshufb and palignr) and SSE4.1 (bit 19, pblendw). */
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
  if (!(ecx & (1u << 9)) || !(ecx & (1u << 19))) return 0;
  /* Leaf 7, subleaf 0, EBX bit 29: the SHA extensions. */
  if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
  return (ebx & (1u << 29)) != 0;
}

__attribute__((target("sha,ssse3,sse4.1"))) void transhost_sha256_compress_extensions(
    uint32_t state[8], const void *blocks, size_t block_count) {
  /* Reverses the bytes of each 32-bit lane: the message's words are big-endian. */
  const __m128i byte_order = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);
  /* sha256rnds2 keeps the eight working words as two vectors, from lane 3 down:
   * (a, b, e, f) and (c, d, g, h). The state is a to h in order. */
  __m128i first = _mm_loadu_si128((const __m128i *)&state[0]);  /* lanes 0-3: a b c d */
  __m128i second = _mm_loadu_si128((const __m128i *)&state[4]); /* lanes 0-3: e f g h */
  __m128i badc = _mm_shuffle_epi32(first, 0xB1);                 /* lanes 0-3: b a d c */
  __m128i hgfe = _mm_shuffle_epi32(second, 0x1B);                /* lanes 0-3: h g f e */
  __m128i abef = _mm_alignr_epi8(badc, hgfe, 8);                 /* lanes 0-3: f e b a */
  __m128i cdgh = _mm_blend_epi16(hgfe, badc, 0xF0);              /* lanes 0-3: h g d c */

  const unsigned char *block = (const unsigned char *)blocks;
  for (size_t index = 0; index < block_count; index++, block += 64) {
    const __m128i saved_abef = abef;
    const __m128i saved_cdgh = cdgh;
    /* words[i % 4] holds the schedule's words 4i to 4i+3 while they are used. */
    __m128i words[4];
    for (int part = 0; part < 4; part++) {
      words[part] = _mm_shuffle_epi8(
          _mm_loadu_si128((const __m128i *)(block + 16 * part)), byte_order);
    }
#pragma GCC unroll 16
    for (int group = 0; group < 16; group++) {
      /* Four rounds: two with the low half of W + K, two with the high half. */
      __m128i sums = _mm_add_epi32(
          words[group & 3], _mm_load_si128((const __m128i *)&round_constants[4 * group]));
      cdgh = _mm_sha256rnds2_epu32(cdgh, abef, sums);
      abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(sums, 0x0E));
      if (group < 12) {
        /* W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16] for the four words 16 on
         * from this group's: msg1 adds s0, the words 9 to 12 on are added here (the last
         * three of words[group + 2] and the first of words[group + 3]), msg2 adds s1. */
        __m128i sum = _mm_sha256msg1_epu32(words[group & 3], words[(group + 1) & 3]);
        sum = _mm_add_epi32(
            sum, _mm_alignr_epi8(words[(group + 3) & 3], words[(group + 2) & 3], 4));
        words[group & 3] = _mm_sha256msg2_epu32(sum, words[(group + 3) & 3]);
      }
    }
    abef = _mm_add_epi32(abef, saved_abef);
    cdgh = _mm_add_epi32(cdgh, saved_cdgh);
  }

  __m128i abef_in_order = _mm_shuffle_epi32(abef, 0x1B); /* lanes 0-3: a b e f */
  __m128i ghcd = _mm_shuffle_epi32(cdgh, 0xB1);          /* lanes 0-3: g h c d */
  _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(abef_in_order, ghcd, 0xF0));
  _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(ghcd, abef_in_order, 8));
}

#else

int transhost_sha256_extensions_available(void) { return 0; }

void transhost_sha256_compress_extensions(uint32_t state[8], const void *blocks,
                                          size_t block_count) {
  (void)state;
  (void)blocks;
  (void)block_count;
}

#endif

/// SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 2104), for sealing the plugin cache: the
/// toolchain on Linux has no cryptography library without a package dependency.
///
/// The message is hashed where it lies (HMAC's inner and outer messages are fed in parts,
/// never concatenated), eight rounds at a time with the working words renamed rather than
/// moved, and every shift and rotation a masking one (`&>>`, `&<<`), which compiles to a
/// single instruction: about 47 instructions a byte under callgrind, against 75 for a loop
/// of rounds.
enum SHA256 {
  /// The digest of `message`: 32 bytes.
  static func hash(_ message: [UInt8]) -> [UInt8] {
    var state = State()
    message.withUnsafeBytes { state.append($0) }
    return state.finish()
  }

  /// HMAC-SHA-256 of `message` under `key`: 32 bytes.
  static func authenticationCode(key: [UInt8], message: ArraySlice<UInt8>) -> [UInt8] {
    var padded = key.count > 64 ? hash(key) : key
    padded += [UInt8](repeating: 0, count: 64 - padded.count)
    var inner = State()
    inner.append(padded.map { $0 ^ 0x36 })
    message.withUnsafeBytes { inner.append($0) }
    var outer = State()
    outer.append(padded.map { $0 ^ 0x5c })
    outer.append(inner.finish())
    return outer.finish()
  }

  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  /// A hash in progress: the eight chaining words, the bytes of a block not yet whole,
  /// and the length so far.
  private struct State {
    var h0: UInt32 = 0x6a09_e667
    var h1: UInt32 = 0xbb67_ae85
    var h2: UInt32 = 0x3c6e_f372
    var h3: UInt32 = 0xa54f_f53a
    var h4: UInt32 = 0x510e_527f
    var h5: UInt32 = 0x9b05_688c
    var h6: UInt32 = 0x1f83_d9ab
    var h7: UInt32 = 0x5be0_cd19
    /// The bytes after the last whole block (fewer than 64).
    var pending: [UInt8] = []
    /// The bytes appended so far.
    var length = 0

    /// Appends `bytes` to the message.
    mutating func append(_ bytes: [UInt8]) {
      bytes.withUnsafeBytes { append($0) }
    }

    /// Appends `bytes` to the message.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
      length += bytes.count
      var start = 0
      if !pending.isEmpty {
        start = min(64 - pending.count, bytes.count)
        pending += bytes[0..<start]
        guard pending.count == 64 else { return }
        pending.withUnsafeBytes { compress($0) }
        pending.removeAll(keepingCapacity: true)
      }
      let whole = start + (bytes.count - start) / 64 * 64
      if whole > start { compress(UnsafeRawBufferPointer(rebasing: bytes[start..<whole])) }
      pending += bytes[whole...]
    }

    /// The digest, big-endian, after the padding: 0x80, zeros, and the length in bits,
    /// to a multiple of 64 bytes.
    mutating func finish() -> [UInt8] {
      let bitCount = UInt64(length) &* 8
      var tail: [UInt8] = [0x80]
      tail += [UInt8](repeating: 0, count: (119 - pending.count) % 64)
      for shift in stride(from: 56, through: 0, by: -8) {
        tail.append(UInt8(truncatingIfNeeded: bitCount &>> UInt64(shift)))
      }
      append(tail)
      var digest: [UInt8] = []
      digest.reserveCapacity(32)
      for word in [h0, h1, h2, h3, h4, h5, h6, h7] {
        for shift: UInt32 in [24, 16, 8, 0] {
          digest.append(UInt8(truncatingIfNeeded: word &>> shift))
        }
      }
      return digest
    }

    /// Compresses the whole 64-byte blocks of `blocks`.
    mutating func compress(_ blocks: UnsafeRawBufferPointer) {
      guard let base = blocks.baseAddress else { return }
      roundConstants.withUnsafeBufferPointer { constants in
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
          for offset in stride(from: 0, to: blocks.count, by: 64) {
            compressBlock(base + offset, constants: constants, words: words)
          }
        }
      }
    }

    /// Compresses the block at `block`, using `words` for its message schedule.
    @inline(__always)
    private mutating func compressBlock(
      _ block: UnsafeRawPointer, constants: UnsafeBufferPointer<UInt32>,
      words: UnsafeMutableBufferPointer<UInt32>
    ) {
      @inline(__always) func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value &>> count | value &<< (32 &- count)
      }
      // The message schedule: the block's 16 big-endian words, then 48 made from them.
      for index in 0..<16 {
        let word = UInt32(
          bigEndian: block.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
        words[index] = word
      }
      for index in 16..<64 {
        let early = words[index &- 15]
        let late = words[index &- 2]
        let small0 = rotate(early ^ rotate(early, 11), 7) ^ (early &>> 3)
        let small1 = rotate(late ^ rotate(late, 2), 17) ^ (late &>> 10)
        words[index] = words[index &- 16] &+ small0 &+ words[index &- 7] &+ small1
      }
      /// One round: `d` and `h` are the words it changes, the others renamed by the caller.
      @inline(__always) func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32,
        _ g: UInt32, _ h: inout UInt32, _ index: Int
      ) {
        // rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25), with fewer copies of e.
        let big1 = rotate(e ^ rotate(e ^ rotate(e, 14), 5), 6)
        let choice = g ^ (e & (f ^ g))
        let first = h &+ big1 &+ choice &+ constants[index] &+ words[index]
        let big0 = rotate(a ^ rotate(a ^ rotate(a, 9), 11), 2)
        let majority = (a & b) | (c & (a | b))
        d &+= first
        h = first &+ big0 &+ majority
      }
      var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
      for index in stride(from: 0, to: 64, by: 8) {
        round(a, b, c, &d, e, f, g, &h, index)
        round(h, a, b, &c, d, e, f, &g, index &+ 1)
        round(g, h, a, &b, c, d, e, &f, index &+ 2)
        round(f, g, h, &a, b, c, d, &e, index &+ 3)
        round(e, f, g, &h, a, b, c, &d, index &+ 4)
        round(d, e, f, &g, h, a, b, &c, index &+ 5)
        round(c, d, e, &f, g, h, a, &b, index &+ 6)
        round(b, c, d, &e, f, g, h, &a, index &+ 7)
      }
      h0 &+= a
      h1 &+= b
      h2 &+= c
      h3 &+= d
      h4 &+= e
      h5 &+= f
      h6 &+= g
      h7 &+= h
    }
  }
}

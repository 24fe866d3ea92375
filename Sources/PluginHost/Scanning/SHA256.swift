import CHostSupport

/// SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 2104), for sealing the plugin cache: the
/// toolchain on Linux has no cryptography library without a package dependency.
///
/// The message is hashed where it lies (HMAC's inner and outer messages are fed in parts,
/// never concatenated). Its blocks are compressed by the processor's SHA instructions when
/// it has them (x86's `sha256rnds2`, in CHostSupport's `sha256_extensions.c`, chosen once
/// at run time from `cpuid`), otherwise by the portable rounds here: eight at a time with
/// the working words renamed rather than moved, and every shift and rotation a masking one
/// (`&>>`, `&<<`), which compiles to a single instruction (about 47 instructions a byte
/// under callgrind, against 75 for a loop of rounds). Both give the same digests
/// (`SHA256Tests`).
enum SHA256 {
  /// What compresses a message's blocks.
  enum Rounds: Sendable, CaseIterable {
    /// The rounds written out in Swift, for any processor.
    case portable
    /// The processor's SHA instructions; only where `available` holds it.
    case processorExtensions

    /// The rounds this processor can run: the portable ones always, its SHA instructions
    /// when `cpuid` reports them.
    static let available: [Rounds] =
      transhost_sha256_extensions_available() != 0
      ? [.portable, .processorExtensions] : [.portable]

    /// The fastest rounds this processor can run.
    static let fastest: Rounds = available.last ?? .portable
  }

  /// The digest of `message`: 32 bytes.
  static func hash(_ message: [UInt8], rounds: Rounds = .fastest) -> [UInt8] {
    var state = State(rounds: rounds)
    message.withUnsafeBytes { state.append($0) }
    return state.finish()
  }

  /// HMAC-SHA-256 of `message` under `key`: 32 bytes.
  static func authenticationCode(
    key: [UInt8], message: ArraySlice<UInt8>, rounds: Rounds = .fastest
  ) -> [UInt8] {
    var padded = key.count > 64 ? hash(key, rounds: rounds) : key
    padded += [UInt8](repeating: 0, count: 64 - padded.count)
    var inner = State(rounds: rounds)
    inner.append(padded.map { $0 ^ 0x36 })
    message.withUnsafeBytes { inner.append($0) }
    var outer = State(rounds: rounds)
    outer.append(padded.map { $0 ^ 0x5c })
    outer.append(inner.finish())
    return outer.finish()
  }

  /// A hash in progress: the eight chaining words, the bytes of a block not yet whole,
  /// and the length so far.
  private struct State {
    /// What compresses the blocks.
    let rounds: Rounds
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
      if rounds == .processorExtensions {
        var words = (h0, h1, h2, h3, h4, h5, h6, h7)
        withUnsafeMutableBytes(of: &words) { state in
          guard let chaining = state.baseAddress?.assumingMemoryBound(to: UInt32.self) else {
            return
          }
          transhost_sha256_compress_extensions(chaining, base, blocks.count / 64)
        }
        (h0, h1, h2, h3, h4, h5, h6, h7) = words
        return
      }
      // FIPS 180-4's 64 constants K, kept once, in C beside the processor's rounds.
      let constants = UnsafeBufferPointer(start: transhost_sha256_round_constants(), count: 64)
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
        for offset in stride(from: 0, to: blocks.count, by: 64) {
          compressBlock(base + offset, constants: constants, words: words)
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

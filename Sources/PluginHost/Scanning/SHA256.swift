/// SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 2104), for sealing the plugin cache: the
/// toolchain on Linux has no cryptography library without a package dependency.
enum SHA256 {
  /// The digest of `message`: 32 bytes.
  static func hash(_ message: [UInt8]) -> [UInt8] {
    var state = State()
    let whole = message.count / 64 * 64
    message.withUnsafeBufferPointer { bytes in
      for offset in stride(from: 0, to: whole, by: 64) { state.compress(bytes, at: offset) }
    }
    // The padding: 0x80, zeros, and the length in bits, to a multiple of 64 bytes.
    var tail = Array(message[whole...])
    tail.append(0x80)
    tail += [UInt8](repeating: 0, count: (120 - tail.count) % 64)
    let bitCount = UInt64(message.count) &* 8
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bitCount >> UInt64(shift)))
    }
    tail.withUnsafeBufferPointer { bytes in
      for offset in stride(from: 0, to: bytes.count, by: 64) { state.compress(bytes, at: offset) }
    }
    return state.digest
  }

  /// HMAC-SHA-256 of `message` under `key`: 32 bytes.
  static func authenticationCode(key: [UInt8], message: ArraySlice<UInt8>) -> [UInt8] {
    var padded = key.count > 64 ? hash(key) : key
    padded += [UInt8](repeating: 0, count: 64 - padded.count)
    var inner = padded.map { $0 ^ 0x36 }
    inner += message
    inner = hash(inner)
    return hash(padded.map { $0 ^ 0x5c } + inner)
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

  /// The eight working words, and the message schedule's scratch space.
  private struct State {
    var h0: UInt32 = 0x6a09_e667
    var h1: UInt32 = 0xbb67_ae85
    var h2: UInt32 = 0x3c6e_f372
    var h3: UInt32 = 0xa54f_f53a
    var h4: UInt32 = 0x510e_527f
    var h5: UInt32 = 0x9b05_688c
    var h6: UInt32 = 0x1f83_d9ab
    var h7: UInt32 = 0x5be0_cd19
    var words = [UInt32](repeating: 0, count: 64)

    /// The digest, big-endian.
    var digest: [UInt8] {
      [h0, h1, h2, h3, h4, h5, h6, h7].flatMap { word in
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
      }
    }

    /// The 64-byte block at `offset` of `block`.
    mutating func compress(_ block: UnsafeBufferPointer<UInt8>, at offset: Int) {
      @inline(__always) func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value >> count | value << (32 - count)
      }
      words.withUnsafeMutableBufferPointer { words in
        roundConstants.withUnsafeBufferPointer { constants in
          for index in 0..<16 {
            let start = offset + index * 4
            words[index] =
              UInt32(block[start]) << 24 | UInt32(block[start + 1]) << 16
              | UInt32(block[start + 2]) << 8 | UInt32(block[start + 3])
          }
          for index in 16..<64 {
            let early = words[index - 15]
            let late = words[index - 2]
            let small0 = rotate(early, 7) ^ rotate(early, 18) ^ (early >> 3)
            let small1 = rotate(late, 17) ^ rotate(late, 19) ^ (late >> 10)
            words[index] = words[index - 16] &+ small0 &+ words[index - 7] &+ small1
          }
          var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
          for index in 0..<64 {
            let big1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let first = h &+ big1 &+ choice &+ constants[index] &+ words[index]
            let big0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ big0 &+ majority)
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
  }
}

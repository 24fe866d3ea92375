import Testing

@testable import PluginHost

/// The cache's seal is HMAC-SHA-256: the published test vectors.
@Suite struct SHA256Tests {
  static func hex(_ bytes: [UInt8]) -> String {
    bytes.map {
      String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
    }
    .joined()
  }

  @Test(
    "SHA-256 of FIPS 180-4's examples and of the padding's edge lengths",
    arguments: [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      (
        String(repeating: "a", count: 64),
        "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"
      ),
    ])
  func digest(message: String, expected: String) {
    #expect(Self.hex(SHA256.hash(Array(message.utf8))) == expected)
  }

  @Test("HMAC-SHA-256 of RFC 4231's test cases 1, 2 and 6 (a key longer than a block)")
  func authenticationCode() {
    #expect(
      Self.hex(
        SHA256.authenticationCode(
          key: [UInt8](repeating: 0x0b, count: 20), message: Array("Hi There".utf8)[...]))
        == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    #expect(
      Self.hex(
        SHA256.authenticationCode(
          key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8)[...]))
        == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    #expect(
      Self.hex(
        SHA256.authenticationCode(
          key: [UInt8](repeating: 0xaa, count: 131),
          message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)[...]))
        == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
  }

  @Test("SHA-256 of a million 'a's: FIPS 180-4's long example, 15,625 blocks")
  func millionBytes() {
    #expect(
      Self.hex(SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000)))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test(
    "HMAC fed in parts (the padded key, then the message where it lies) is the hash of the concatenation",
    arguments: [0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 1000, 4097])
  func partsAreTheWhole(length: Int) {
    let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 5) }
    let key = Array(message.prefix(32))
    // HMAC pads the key to a block with zeros.
    let padded = key + [UInt8](repeating: 0, count: 64 - key.count)
    let inner = SHA256.hash(padded.map { $0 ^ 0x36 } + message)
    #expect(
      SHA256.authenticationCode(key: key, message: message[...])
        == SHA256.hash(padded.map { $0 ^ 0x5c } + inner))
  }
}

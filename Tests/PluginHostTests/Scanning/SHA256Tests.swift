import Foundation
import Testing
import TranshostTestSupport

@testable import PluginHost

/// The cache's seal is HMAC-SHA-256: the published test vectors, each through every set of
/// rounds this processor can run (the portable ones, and its SHA instructions when it has
/// them), and the two against each other and against coreutils' `sha256sum`.
@Suite struct SHA256Tests {
  /// Every set of rounds this processor runs, paired with each of `cases`.
  static func everyRounds<Case>(_ cases: [Case]) -> [(SHA256.Rounds, Case)] {
    SHA256.Rounds.available.flatMap { rounds in cases.map { (rounds, $0) } }
  }

  /// `length` bytes that are not periodic within a block (so a word or block out of order
  /// changes the digest).
  static func message(length: Int, seed: UInt32 = 1) -> [UInt8] {
    var value = seed
    return (0..<length).map { _ in
      // A 32-bit xorshift: Marsaglia's (13, 17, 5).
      value ^= value << 13
      value ^= value >> 17
      value ^= value << 5
      return UInt8(truncatingIfNeeded: value >> 11)
    }
  }

  static func hex(_ bytes: [UInt8]) -> String {
    bytes.map {
      String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
    }
    .joined()
  }

  @Test(
    "SHA-256 of FIPS 180-4's examples and of the padding's edge lengths",
    arguments: everyRounds([
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
    ]))
  func digest(rounds: SHA256.Rounds, example: (String, String)) {
    let (message, expected) = example
    #expect(Self.hex(SHA256.hash(Array(message.utf8), rounds: rounds)) == expected)
  }

  @Test(
    "HMAC-SHA-256 of RFC 4231's test cases 1, 2 and 6 (a key longer than a block)",
    arguments: SHA256.Rounds.available)
  func authenticationCode(rounds: SHA256.Rounds) {
    #expect(
      Self.hex(
        SHA256.authenticationCode(
          key: [UInt8](repeating: 0x0b, count: 20), message: Array("Hi There".utf8)[...],
          rounds: rounds))
        == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    #expect(
      Self.hex(
        SHA256.authenticationCode(
          key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8)[...],
          rounds: rounds))
        == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    #expect(
      Self.hex(
        SHA256.authenticationCode(
          key: [UInt8](repeating: 0xaa, count: 131),
          message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)[...],
          rounds: rounds))
        == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
  }

  @Test(
    "SHA-256 of a million 'a's: FIPS 180-4's long example, 15,625 blocks",
    arguments: SHA256.Rounds.available)
  func millionBytes(rounds: SHA256.Rounds) {
    #expect(
      Self.hex(SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000), rounds: rounds))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test("A processor whose cpuinfo lists the SHA extensions runs them; the fastest is the last")
  func extensionsAreUsedWhereListed() throws {
    let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
    let flags = cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") } ?? ""
    let listed = flags.split(separator: " ").contains("sha_ni")
    #expect(SHA256.Rounds.available.contains(.processorExtensions) == listed)
    #expect(SHA256.Rounds.fastest == (listed ? .processorExtensions : .portable))
  }

  @Test(
    "Every set of rounds gives the portable digest, at every length up to four blocks and in parts",
    arguments: SHA256.Rounds.available)
  func roundsAgree(rounds: SHA256.Rounds) {
    for length in 0...260 {
      let message = Self.message(length: length, seed: UInt32(length) &+ 1)
      #expect(
        SHA256.hash(message, rounds: rounds) == SHA256.hash(message, rounds: .portable),
        "length \(length)")
      let key = Self.message(length: length % 97, seed: 7)
      #expect(
        SHA256.authenticationCode(key: key, message: message[...], rounds: rounds)
          == SHA256.authenticationCode(key: key, message: message[...], rounds: .portable),
        "length \(length)")
    }
  }

  @Test(
    "SHA-256 agrees with coreutils' sha256sum over messages of 0 to 100,003 bytes",
    arguments: everyRounds([0, 1, 55, 56, 64, 447, 30_000, 100_003]))
  func agreesWithSha256sum(rounds: SHA256.Rounds, length: Int) throws {
    let directory = try TestDirectory.make("sha256sum")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("message")
    let message = Self.message(length: length, seed: 0x5eed)
    try Data(message).write(to: file)
    let result = try Subprocess.run("/usr/bin/sha256sum", [file.path])
    try #require(result.status == 0, "sha256sum: \(result.stderr)")
    let printed = result.stdout.split(separator: " ").first.map(String.init)
    #expect(printed == Self.hex(SHA256.hash(message, rounds: rounds)))
  }

  @Test(
    "HMAC fed in parts (the padded key, then the message where it lies) is the hash of the concatenation",
    arguments: everyRounds([0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 1000, 4097]))
  func partsAreTheWhole(rounds: SHA256.Rounds, length: Int) {
    let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 5) }
    let key = Array(message.prefix(32))
    // HMAC pads the key to a block with zeros.
    let padded = key + [UInt8](repeating: 0, count: 64 - key.count)
    let inner = SHA256.hash(padded.map { $0 ^ 0x36 } + message, rounds: rounds)
    #expect(
      SHA256.authenticationCode(key: key, message: message[...], rounds: rounds)
        == SHA256.hash(padded.map { $0 ^ 0x5c } + inner, rounds: rounds))
  }
}

import Glibc
import Testing

@testable import PluginHost

/// The helper processes `validate` and `run --isolate` start.
@Suite struct ChildProcessTests {
  @Test("a child gets only its output, its error, its result channel and no input")
  func descriptors() throws {
    // A descriptor of this process's that a child must not inherit (no O_CLOEXEC).
    let leaked = open("/dev/null", O_RDONLY)
    try #require(leaked > 3)
    defer { close(leaked) }
    let output = try #require(
      ChildProcess.run(
        "/bin/sh", ["-c", "ls /proc/$$/fd; read line || echo no-input >&2; echo done >&3"],
        timeout: 10))
    #expect(output.termination == .exited(0))
    let descriptors = output.standardOutput.split(separator: "\n").compactMap { Int($0) }
    #expect(!descriptors.contains(Int(leaked)), "\(descriptors)")
    #expect(Set(descriptors).isSuperset(of: [0, 1, 2, 3]), "\(descriptors)")
    #expect(output.standardError == "no-input\n")
    #expect(output.results == "done\n")
  }
}

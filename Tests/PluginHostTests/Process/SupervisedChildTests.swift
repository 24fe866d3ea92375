import Glibc
import Testing
import TransitionEngine

@testable import PluginHost

/// The helper processes `validate` and `run --isolate` start, as their parent sees them.
@Suite struct SupervisedChildTests {
  static let limits = SupervisedChild.Limits(pluginCall: 30, silence: 30)

  /// Runs `/bin/sh -c script` to its end; returns the events and the child.
  static func run(
    _ script: String, limits: SupervisedChild.Limits = limits
  ) throws -> ([SupervisedChild.Event], SupervisedChild) {
    let child = try SupervisedChild.spawn(
      executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH=/usr/bin:/bin"]
    ).get()
    var events: [SupervisedChild.Event] = []
    while true {
      let event = child.next(limits: limits)
      events.append(event)
      if case .ended = event { return (events, child) }
    }
  }

  /// A record's members as compact JSON.
  static func text(_ members: [(String, JSONValue)]) -> String {
    JSONValue.object(members).text
  }

  @Test("a child gets its output, its error and its report channel, no input, nothing else")
  func descriptors() throws {
    // A descriptor of this process's that a child must not inherit (no O_CLOEXEC), above
    // the child's four: `open` alone may return 3 when nothing else holds it (other tests
    // run beside this one, so which descriptors are free varies).
    let opened = open("/dev/null", O_RDONLY)
    try #require(opened >= 0)
    let leaked = fcntl(opened, F_DUPFD, 64)
    close(opened)
    try #require(leaked >= 64)
    defer { close(leaked) }
    let (events, child) = try Self.run(
      #"ls /proc/$$/fd; read line || echo no-input >&2; echo "{\"pid\":$$,\"event\":\"x\"}" >&3"#)
    let descriptors = String(decoding: child.standardOutput.bytes, as: UTF8.self)
      .split(separator: "\n").compactMap { Int($0) }
    #expect(!descriptors.contains(Int(leaked)), "\(descriptors)")
    #expect(Set(descriptors).isSuperset(of: [0, 1, 2, 3]), "\(descriptors)")
    #expect(String(decoding: child.standardError.bytes, as: UTF8.self) == "no-input\n")
    #expect(events.count == 2)
    guard case .record(let members) = events.first, case .ended(.exited(0)) = events.last else {
      Issue.record("\(events)")
      return
    }
    #expect(Self.text(members) == #"{"event":"x"}"#)
  }

  @Test("records from another process id are not the child's: they are dropped")
  func otherProcess() throws {
    let (events, _) = try Self.run(#"echo '{"pid":1,"event":"done"}' >&3; exit 3"#)
    #expect(events.count == 1)
    guard case .ended(.exited(3)) = events.first else {
      Issue.record("\(events)")
      return
    }
  }

  @Test("a child that leaves a process behind holding its pipes ends; its group is killed")
  func leftBehind() throws {
    let (events, child) = try Self.run("sleep 60 & echo $! >&2; exit 0")
    guard case .ended(.exited(0)) = events.last else {
      Issue.record("\(events)")
      return
    }
    let text = String(decoding: child.standardError.bytes, as: UTF8.self)
    let left = try #require(Int32(text.filter(\.isNumber)))
    // Killed: gone, or a zombie until init reaps it (a bounded wait for that state: up to
    // 10 s, as a loaded machine can take seconds to run the killed process's exit).
    var state = "?"
    for _ in 0..<1000 {
      guard let file = fopen("/proc/\(left)/stat", "r") else {
        state = "gone"
        break
      }
      var buffer = [CChar](repeating: 0, count: 512)
      _ = fgets(&buffer, 512, file)
      fclose(file)
      let line = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      state = line.split(separator: ")").last.map { String($0.dropFirst().prefix(1)) } ?? "?"
      if state == "Z" { break }
      usleep(10_000)
    }
    #expect(state == "Z" || state == "gone")
  }

  @Test("what a child prints is kept up to 64 KiB a stream, and the rest counted")
  func capped() throws {
    let (_, child) = try Self.run("head -c 100000 /dev/zero | tr '\\0' y >&2")
    #expect(child.standardError.bytes.count == 65536)
    #expect(child.standardError.omitted == 100_000 - 65536)
    #expect(child.standardOutput.isEmpty)
    #expect(
      child.standardError.report(stream: "standard error", writers: ["org.x.y"])
        == "plugin 'org.x.y' wrote to standard error: " + String(repeating: "y", count: 65536)
        + " ... (34464 more bytes not shown)\n")
  }

  @Test("a child inside one plugin call past the limit is killed, naming the plugin and the call")
  func stuckInCall() throws {
    let (events, child) = try Self.run(
      #"echo "{\"pid\":$$,\"event\":\"call\",\"plugin\":\"org.x.y\",\"call\":\"animate_transition\"}" >&3; sleep 60"#,
      limits: .init(pluginCall: 0.2, silence: 30))
    #expect(events.count == 2)
    guard case .killed(let call?, 0.2) = events.first,
      case .ended(.signalled(SIGKILL)) = events.last
    else {
      Issue.record("\(events)")
      return
    }
    #expect(call == SupervisedChild.PluginCall(plugin: "org.x.y", call: "animate_transition"))
    #expect(child.pluginsRun == ["org.x.y"])
  }
}

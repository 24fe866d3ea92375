import TransitionEngine

/// A golden recording of one script: each transition's sampled frames, the view tree of
/// each frame and the properties of each view, as `transhost run --record` writes them
/// and a later run compares them (docs/GOLDEN.md).
///
/// Every number is kept as the file writes it (``formatNumber(_:)``: at most three
/// decimals), so a golden read from its text equals the one the text was written from,
/// and two recordings of the same run are the same bytes.
public struct GoldenFile: Hashable, Sendable {
  /// The version of the format this build writes and reads.
  public static let formatVersion = 1

  /// The script's file name (its last path component): where it lies does not matter.
  public var script: String
  /// The transitions, in the order they started.
  public var transitions: [GoldenTransition]

  /// A golden of `transitions` for the script `script` (a path: only its last component
  /// is kept; `-` is standard input's name, `<stdin>`).
  public init(script: String, transitions: [GoldenTransition]) {
    let name = script.split(separator: "/").last.map(String.init) ?? script
    self.script = name == "-" ? ScriptFile.standardInputName : name
    self.transitions = transitions
  }
}

/// One transition of a ``GoldenFile``.
public struct GoldenTransition: Hashable, Sendable {
  /// 1-based number in the run.
  public var index: Int
  /// The transition as the account names it (`present detail from home (custom)`): what
  /// pairs it with the golden's transition of the same number.
  public var label: String
  /// The script line that started it, nil for none; shown, never compared (a comment
  /// added above it moves it).
  public var line: Int?
  /// Whether the app's code started it; shown, never compared.
  public var isStartedByApp: Bool
  /// The animator's name; shown, never compared (the frames say what it did).
  public var animator: String
  /// The duration the animator declared.
  public var duration: Double
  /// `completed`, `cancelled` or `unfinished (PHASE)`.
  public var outcome: String
  /// The window's size.
  public var windowSize: Size
  /// The sampled frames, in order.
  public var frames: [GoldenFrame]

  /// The heading's text after `transition N: `: the label, and where it started.
  var heading: String {
    var origin: [String] = []
    if isStartedByApp { origin.append("app") }
    if let line { origin.append("line \(line)") }
    return label + (origin.isEmpty ? "" : " [" + origin.joined(separator: ", ") + "]")
  }

  /// `'present detail from home (custom)' (line 5)`: how messages name it.
  var quotedName: String {
    "'\(label)'" + (line.map { " (line \($0))" } ?? "")
  }
}

/// One sampled frame of a ``GoldenTransition``.
public struct GoldenFrame: Hashable, Sendable {
  /// Seconds since the transition started.
  public var time: Double
  /// Every view drawn, back to front, each under its superview.
  public var views: [GoldenView]
}

/// One view of a ``GoldenFrame``: its name, its depth below the window and its
/// properties, in the file's order (only those not at their defaults, frame and alpha
/// always).
public struct GoldenView: Hashable, Sendable {
  /// The view's name.
  public var name: String
  /// Depth below the window (0 is the window).
  public var depth: Int
  /// Its properties, in the file's order.
  public var properties: [GoldenProperty]

  /// The value of `key`, nil when the view does not have it.
  public subscript(key: String) -> GoldenValue? {
    properties.first { $0.key == key }?.value
  }
}

/// One property of a ``GoldenView``: `frame=0,844,390,844`.
public struct GoldenProperty: Hashable, Sendable {
  /// Its name (``GoldenKey``).
  public var key: String
  /// Its value.
  public var value: GoldenValue

  /// The property `key` with `value`.
  public init(_ key: String, _ value: GoldenValue) {
    self.key = key
    self.value = value
  }
}

/// A property's value as the file writes it.
public enum GoldenValue: Hashable, Sendable {
  /// Numbers, comma-separated: `0,844,390,844`.
  case numbers([Double])
  /// A colour, `#RRGGBBAA`, or `none`.
  case color(Color?)
  /// Text, quoted: `"photo"`.
  case text(String)
  /// A flag: the key alone (`snapshot`).
  case flag
}

import TransitionEngine

/// A scripted gesture: fingers that come down, move one sample per frame, and lift.
/// Positions are in window coordinates. See docs/SCRIPT.md, "Touches".
public struct TouchCommand: Sendable {
  /// What the fingers do.
  public enum Motion: Sendable {
    /// `pan VIEW from X,Y to X,Y over T`: one finger, along the line.
    case pan(from: Point, to: Point)
    /// `edge-pan EDGE by D over T [at P]`: one finger from a point inside `edge` of the
    /// window, `distance` points away from it; `position` along the edge (the middle
    /// when nil).
    case edgePan(edge: Edge, distance: Double, position: Double?)
    /// `pinch VIEW from S to S over T`: two fingers about the view's centre, 100 points
    /// apart at scale 1.
    case pinch(from: Double, to: Double)
    /// `tap VIEW [at X,Y]`: down and up one frame later, at the view's centre or the point.
    case tap(at: Point?)
    /// `swipe VIEW DIRECTION`: 100 points from the view's centre over 0.1 s.
    case swipe(Edge)
    /// `long-press VIEW [at X,Y] for SECONDS [then to X,Y over T]`: one finger still at
    /// the view's centre or the point for `hold` seconds, then, with `then`, along the
    /// line to `dragTo` over the command's duration.
    case longPress(at: Point?, hold: Double, dragTo: Point?)
    /// `rotate VIEW by DEGREES over T`: two fingers about the view's centre, 100 points
    /// apart on a horizontal line, turning by `degrees` (clockwise on the screen positive).
    case rotate(degrees: Double)
  }

  /// A side of the window, or a swipe's direction.
  public enum Edge: String, Sendable, CaseIterable {
    case left, right, top, bottom

    /// The swipe directions' script names (`up`/`down` for top/bottom).
    var directionName: String {
      switch self {
      case .left: "left"
      case .right: "right"
      case .top: "up"
      case .bottom: "down"
      }
    }
  }

  /// How the fingers leave the screen.
  public enum Release: Sendable, Equatable {
    /// At the end point, moving as the motion moved.
    case moving
    /// Arriving at the end point with this velocity (points per second): the last frame
    /// moves at exactly it.
    case velocity(Point)
    /// Still at the end point for this many seconds, then lifting: no velocity.
    case stop(Double)
  }

  /// The command word (`pan`, `edge-pan`, `pinch`, `tap`, `swipe`, `long-press`,
  /// `rotate`).
  public let word: String
  /// The view the gesture is on (the touch must land in it), nil for an edge pan.
  public let view: Located<String>?
  public let motion: Motion
  /// How long the fingers move, in seconds.
  public let duration: Double
  public let release: Release
  /// Where the script placed the fingers, each with its column in the line, for the
  /// checker to hold against the window (whose size it knows).
  public var placements: [Placement] = []

  /// A finger's place as the script gives it.
  public struct Placement: Sendable {
    public enum Kind: Sendable {
      /// A point in window coordinates: a pan's `start` or `end`, a `tap point`, a
      /// `press point` or `drag end`.
      case point(role: String, Point)
      /// How far an edge pan moves from its edge, across the window's width when
      /// `isHorizontal` (a left or right edge), else its height.
      case edgeDistance(Double, isHorizontal: Bool)
      /// An edge pan's position along its edge: a `y` when `isHorizontal`, else an `x`.
      case edgePosition(Double, isHorizontal: Bool)
    }
    public let kind: Kind
    public let column: Int
  }
}

extension LineParser {
  /// The touch command words.
  static let touchWords = ["pan", "edge-pan", "pinch", "tap", "swipe", "long-press", "rotate"]

  /// A touch command (one of ``touchWords``) after the command word `word`.
  mutating func touch(_ word: String) throws -> Command {
    switch word {
    case "pan":
      let view = try name("view name")
      try keyword("from")
      let fromColumn = peek()?.column ?? endColumn
      let from = try point()
      try keyword("to")
      let toColumn = peek()?.column ?? endColumn
      let to = try point()
      try keyword("over")
      let duration = try positive("duration")
      let release = try touchRelease()
      var command = TouchCommand(
        word: word, view: view, motion: .pan(from: from, to: to), duration: duration,
        release: release)
      command.placements = [
        .init(kind: .point(role: "start", from), column: fromColumn),
        .init(kind: .point(role: "end", to), column: toColumn),
      ]
      return .touch(command)
    case "edge-pan":
      let edge = try edgeName(TouchCommand.Edge.allCases.map(\.rawValue), "edge")
      try keyword("by")
      let distanceColumn = peek()?.column ?? endColumn
      let distance = try positive("distance")
      try keyword("over")
      let duration = try positive("duration")
      var position: Double?
      var positionColumn = 0
      if accept("at") {
        positionColumn = peek()?.column ?? endColumn
        position = try number("position along the edge")
      }
      let release = try touchRelease()
      var command = TouchCommand(
        word: word, view: nil,
        motion: .edgePan(edge: edge, distance: distance, position: position),
        duration: duration, release: release)
      let isHorizontal = edge == .left || edge == .right
      command.placements = [
        .init(kind: .edgeDistance(distance, isHorizontal: isHorizontal), column: distanceColumn)
      ]
      if let position {
        command.placements.append(
          .init(kind: .edgePosition(position, isHorizontal: isHorizontal), column: positionColumn))
      }
      return .touch(command)
    case "pinch":
      let view = try name("view name")
      try keyword("from")
      let from = try positive("start scale")
      try keyword("to")
      let to = try positive("end scale")
      try keyword("over")
      let duration = try positive("duration")
      try finishLine()
      return .touch(
        TouchCommand(
          word: word, view: view, motion: .pinch(from: from, to: to), duration: duration,
          release: .moving))
    case "tap":
      let view = try name("view name")
      var placements: [TouchCommand.Placement] = []
      let at = try placedPoint(after: "at", role: "tap point", into: &placements)
      try finishLine()
      var command = TouchCommand(
        word: word, view: view, motion: .tap(at: at), duration: 0, release: .moving)
      command.placements = placements
      return .touch(command)
    case "long-press":
      return .touch(try longPress())
    case "rotate":
      let view = try name("view name")
      try keyword("by")
      let degrees = try number("angle in degrees")
      try keyword("over")
      let duration = try positive("duration")
      try finishLine()
      return .touch(
        TouchCommand(
          word: word, view: view, motion: .rotate(degrees: degrees), duration: duration,
          release: .moving))
    default:
      let view = try name("view name")
      let names = TouchCommand.Edge.allCases.map(\.directionName)
      let direction = try edgeName(names, "swipe direction")
      try finishLine()
      return .touch(
        TouchCommand(
          word: word, view: view, motion: .swipe(direction), duration: 0.1, release: .moving))
    }
  }

  /// `long-press VIEW [at X,Y] for SECONDS [then to X,Y over T]`.
  private mutating func longPress() throws -> TouchCommand {
    let view = try name("view name")
    var placements: [TouchCommand.Placement] = []
    let at = try placedPoint(after: "at", role: "press point", into: &placements)
    guard accept("for") else {
      let what = "expected 'for SECONDS' (how long the finger stays down)"
      let hint =
        "e.g. 'long-press \(view.value) for 0.6': UIKit's long press begins after 0.5 s"
      guard let token = peek() else {
        throw fail(endColumn, "\(what) at the end of the line", hint: hint)
      }
      throw fail(token.column, "\(what), found '\(token.text)'", hint: hint)
    }
    let hold = try positive("press duration")
    var dragTo: Point?
    var duration = 0.0
    if let extra = peek(), extra.text != "then" {
      throw fail(
        extra.column, "unexpected '\(extra.text)' after the press duration",
        hint: "a press may end with 'then to X,Y over SECONDS' to drag once it is held")
    }
    if accept("then") {
      try keyword("to")
      dragTo = try placedPoint(after: nil, role: "drag end", into: &placements)
      try keyword("over")
      duration = try positive("duration")
    }
    try finishLine()
    var command = TouchCommand(
      word: "long-press", view: view, motion: .longPress(at: at, hold: hold, dragTo: dragTo),
      duration: duration, release: .moving)
    command.placements = placements
    return command
  }

  /// A point after the word `word` (nil when the word is not next; no word when nil),
  /// noted in `placements` as `role` at its column for the checker.
  private mutating func placedPoint(
    after word: String?, role: String, into placements: inout [TouchCommand.Placement]
  ) throws -> Point? {
    if let word, !accept(word) { return nil }
    let column = peek()?.column ?? endColumn
    let point = try point()
    placements.append(.init(kind: .point(role: role, point), column: column))
    return point
  }

  /// `release velocity VX,VY`, `stop SECONDS`, or nothing; then the end of the line.
  private mutating func touchRelease() throws -> TouchCommand.Release {
    guard peek() != nil else { return .moving }
    let word = try option(["release", "stop"], "pan ending")
    let release: TouchCommand.Release
    if word.text == "release" {
      try keyword("velocity")
      release = .velocity(try point())
    } else {
      release = .stop(try nonNegative("seconds"))
    }
    if let extra = peek(), ["release", "stop"].contains(extra.text) {
      throw fail(
        extra.column, "a pan ends with 'release velocity VX,VY' or with 'stop SECONDS', not both",
        hint: "a finger that stops before lifting has no velocity; keep the one you mean")
    }
    try finishLine()
    return release
  }

  /// One of `names` (an edge or a direction), as its edge.
  private mutating func edgeName(_ names: [String], _ what: String) throws -> TouchCommand.Edge {
    let token = try option(names, what)
    let index = names.firstIndex(of: token.text) ?? 0
    return TouchCommand.Edge.allCases[index]
  }

  /// A number above 0.
  private mutating func positive(_ what: String) throws -> Double {
    let column = peek()?.column ?? endColumn
    let value = try number(what)
    guard value > 0 else {
      throw fail(column, "\(what) must be more than 0, found \(formatNumber(value))")
    }
    return value
  }
}

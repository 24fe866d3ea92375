import PluginHost
import TransitionEngine

/// A parsed script: its commands in order, each with where it came from.
public struct Script: Sendable {
  /// The file name, for messages.
  public let file: String
  /// The source lines, for showing errors.
  public let lines: [String]
  /// The commands, in order.
  public let commands: [Located<Command>]
}

/// A value with the place it was written.
public struct Located<Value: Sendable>: Sendable {
  /// The value.
  public let value: Value
  /// 1-based line.
  public let line: Int
  /// 1-based column.
  public let column: Int
}

/// How a transition command animates.
public enum Animation: Sendable, Equatable {
  /// `animated` (the default).
  case animated
  /// `instant`: `animated: false`.
  case instant
}

/// A transition a script starts.
public enum TransitionRequest: Sendable {
  /// `present X from Y [style S]`.
  case present(controller: Located<String>, from: Located<String>, style: ModalPresentationStyle?)
  /// `dismiss X`.
  case dismiss(controller: Located<String>)
  /// `push X on NAV`.
  case push(controller: Located<String>, navigation: Located<String>)
  /// `pop NAV`.
  case pop(navigation: Located<String>)
  /// `select TABS INDEX`.
  case select(tabs: Located<String>, index: Int)
}

/// A view property an expectation checks.
public enum ViewCheck: Sendable {
  /// `frame X,Y,W,H` (what is on screen, in the superview's coordinates).
  case frame(Rect)
  /// `alpha A`.
  case alpha(Double)
  /// `visible`: in the window, not hidden, alpha above zero.
  case visible
  /// `hidden`: not visible.
  case hidden
  /// `in window`.
  case inWindow
  /// `not in window`.
  case notInWindow
  /// `bounds X,Y,W,H`.
  case bounds(Rect)
  /// `center X,Y`.
  case center(Point)
  /// `transform A,B,C,D,TX,TY` or `transform identity`.
  case transform(AffineTransform)
  /// `radius R`: the layer's corner radius.
  case cornerRadius(Double)
  /// `color C` or `color none`: the background colour (nil: none).
  case backgroundColor(Color?)
  /// `isHidden true|false`: the view's own `isHidden`.
  case isHidden(Bool)
  /// `clipsToBounds true|false`.
  case clipsToBounds(Bool)
  /// `layer.NAME VALUE`: one of the layer's properties (``LayerProperty``).
  case layer(LayerProperty, LayerValue)
}

/// What an expectation states.
public enum ScriptExpectation: Sendable {
  /// `expect VIEW ...`.
  case view(Located<String>, ViewCheck)
  /// `expect X presents Y` or `expect X presents nothing`.
  case presents(Located<String>, Located<String>?)
  /// `expect cancelled` / `expect completed`: the last transition's outcome.
  case outcome(cancelled: Bool)
  /// `expect callbacks A B C`: these callbacks happened in this order in the last
  /// transition.
  case callbacks([Located<String>])
  /// `expect animator ID`: the last transition's animator.
  case animator(Located<String>)
}

/// When an expectation is checked.
public enum CheckTime: Sendable, Equatable {
  /// Now.
  case now
  /// `at T`: T seconds after the last transition started.
  case at(Double)
  /// `after transition`: once every transition has ended.
  case afterTransition
}

/// One script command.
public enum Command: Sendable {
  /// `window WxH`.
  case window(Size)
  /// `controller NAME [class ID(...)] [color C] [alpha A]`: `classID` is the plugin's view
  /// controller class as written (the checker resolves it).
  case controller(name: String, color: Color?, alpha: Double?, classID: Located<String>?)
  /// `view PATH frame X,Y,W,H [color C] [alpha A] [radius R] [hidden]`.
  case view(
    path: [String], frame: Rect, color: Color?, alpha: Double?, radius: Double?, hidden: Bool)
  /// `navigation NAME root CONTROLLER`.
  case navigation(name: String, root: Located<String>)
  /// `tabs NAME A, B, ...`.
  case tabs(name: String, tabs: [Located<String>])
  /// `root NAME`.
  case root(Located<String>)
  /// `context NAME`: the controller defines the presentation context.
  case context(Located<String>)
  /// `use KEY=ANIMATOR(...)`: the text after `use` and its column, and the mapping
  /// parsed from it or why it is malformed (the checker reports that in line order;
  /// a checked script holds only parsed mappings).
  case use(String, column: Int, mapping: Result<StyleMappings.Mapping, MappingSyntaxError>)
  /// `fps N`.
  case fps(Int)
  /// A transition, animated or not, interactive or not, with an optional animator
  /// (`with ID(...)`) or delegate (`with delegate ID(...)`), as written.
  case transition(
    TransitionRequest, animation: Animation, interactive: Bool, animator: Located<String>?,
    delegate: Located<String>?)
  /// `update P`.
  case update(Double)
  /// `drag A to B over T`.
  case drag(from: Double, to: Double, over: Double)
  /// `pause`.
  case pause
  /// `pan`, `edge-pan`, `pinch`, `tap`, `swipe`, `long-press`, `rotate`: fingers on the
  /// screen.
  case touch(TouchCommand)
  /// `finish [speed S] [curve C]` / `cancel ...`.
  case end(cancel: Bool, speed: Double?, curve: AnimationCurve?)
  /// `wait T`.
  case wait(Double)
  /// `settle`.
  case settle
  /// `expect ...`.
  case expect(ScriptExpectation, time: CheckTime)
}

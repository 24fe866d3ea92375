/// A frozen picture of a view and its subviews as they were drawn at one moment:
/// what a snapshot view shows.
public struct RenderedView: Hashable, Sendable {
  /// The name of the view that was drawn.
  public var name: String
  /// Its state when drawn.
  public var state: ViewState
  /// Its subviews when drawn, back to front.
  public var subviews: [RenderedView]

  /// Creates a rendered view.
  public init(name: String, state: ViewState, subviews: [RenderedView]) {
    self.name = name
    self.state = state
    self.subviews = subviews
  }

  /// The number of views drawn, this one included.
  public var viewCount: Int { 1 + subviews.reduce(0) { $0 + $1.viewCount } }
}

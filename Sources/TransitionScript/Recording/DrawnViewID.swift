/// Which view of the engine a drawn view is, the same in every frame of a run: what a
/// chart follows a view by, whatever its name and its place among views of that name.
public struct DrawnViewID: Hashable, Sendable {
  /// The engine's id of the view (`View.id`); for a view a snapshot copied, the
  /// snapshot view's.
  public var view: Int
  /// 0 for the view itself; for a view a snapshot copied, its 1-based place among the
  /// copied views, in drawing order (a snapshot's content never changes, so neither does
  /// the place).
  public var copy: Int

  /// The id of the engine's view `view`, or of the `copy`th view its snapshot copied.
  public init(view: Int, copy: Int = 0) {
    self.view = view
    self.copy = copy
  }
}

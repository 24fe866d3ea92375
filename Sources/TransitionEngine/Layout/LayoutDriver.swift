/// The engine's layout bookkeeping: whether any view uses constraints or a layout hook
/// (only then do the window's layout passes run), whether a pass is scheduled, and the
/// next constraint number.
public struct LayoutDriver {
  /// Whether a constraint was ever activated, a view opted out of autoresizing or a
  /// layout hook was set; until then layout passes have nothing to do and are skipped.
  public internal(set) var isInUse = false
  /// Whether a layout pass waits for the next clock turn.
  var isPassScheduled = false
  /// The number the next constraint gets.
  var nextConstraintID = 1

  init() {}
}

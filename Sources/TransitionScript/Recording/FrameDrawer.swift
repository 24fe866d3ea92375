import TransitionEngine

/// Draws the engine's window as it is on screen now: every view's presentation state
/// composed down to window coordinates, snapshot contents included.
public enum FrameDrawer {
  /// The window now, `time` seconds into a transition.
  public static func draw(_ engine: Engine, time: Double) -> DrawnFrame {
    var views: [DrawnView] = []
    walk(engine.window.rootView, parent: .identity, opacity: 1, depth: 0, into: &views)
    return DrawnFrame(time: time, views: views)
  }

  private static func walk(
    _ view: View, parent: AffineTransform, opacity: Double, depth: Int,
    into views: inout [DrawnView]
  ) {
    let state = view.presentation
    guard !state.isHidden, state.alpha > 0 else { return }
    let matrix = localMatrix(state).concatenating(parent)
    var total = opacity * state.alpha
    var color = state.backgroundColor
    var cornerRadius = state.cornerRadius
    if let content = view.snapshotContent {
      // A snapshot shows its source as drawn: the source's own background, corners and
      // opacity are part of the picture.
      color = color ?? content.state.backgroundColor
      cornerRadius = max(cornerRadius, content.state.cornerRadius)
      total *= content.state.alpha
    }
    views.append(
      DrawnView(
        name: view.name, depth: depth, bounds: state.bounds, matrix: matrix, opacity: total,
        color: color, cornerRadius: cornerRadius, isSnapshot: view.snapshotContent != nil))
    if let content = view.snapshotContent {
      // A snapshot's content fills its bounds, as UIKit's replicant views scale theirs.
      let original = content.state.bounds
      let scaleX = original.width > 0 ? state.bounds.width / original.width : 1
      let scaleY = original.height > 0 ? state.bounds.height / original.height : 1
      let contentMatrix = AffineTransform(scaleX: scaleX, y: scaleY).concatenating(matrix)
      for child in content.subviews {
        drawRendered(child, parent: contentMatrix, opacity: total, depth: depth + 1, into: &views)
      }
    }
    for subview in view.subviews {
      walk(subview, parent: matrix, opacity: total, depth: depth + 1, into: &views)
    }
  }

  private static func drawRendered(
    _ rendered: RenderedView, parent: AffineTransform, opacity: Double, depth: Int,
    into views: inout [DrawnView]
  ) {
    let state = rendered.state
    guard !state.isHidden, state.alpha > 0 else { return }
    let matrix = localMatrix(state).concatenating(parent)
    let total = opacity * state.alpha
    views.append(
      DrawnView(
        name: rendered.name, depth: depth, bounds: state.bounds, matrix: matrix, opacity: total,
        color: state.backgroundColor, cornerRadius: state.cornerRadius, isSnapshot: true))
    for child in rendered.subviews {
      drawRendered(child, parent: matrix, opacity: total, depth: depth + 1, into: &views)
    }
  }

  /// Maps a view's own coordinates to its superview's: move the bounds centre to the
  /// origin, apply the transform, move to the centre.
  static func localMatrix(_ state: ViewState) -> AffineTransform {
    AffineTransform(translationX: -state.bounds.midX, y: -state.bounds.midY)
      .concatenating(state.transform)
      .concatenating(AffineTransform(translationX: state.center.x, y: state.center.y))
  }
}

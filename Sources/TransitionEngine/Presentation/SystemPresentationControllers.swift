/// The presentation controller UIKit uses for `.fullScreen` and `.overFullScreen`.
final class FullScreenPresentationController: PresentationController {
  let style: ModalPresentationStyle

  init(presented: ViewController, presenting: ViewController, style: ModalPresentationStyle) {
    self.style = style
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var presentationStyle: ModalPresentationStyle { style }
  override var shouldRemovePresentersView: Bool { style == .fullScreen }
}

/// The presentation controller UIKit uses for `.currentContext` and
/// `.overCurrentContext`: it covers the view of the controller that defines the context.
final class CurrentContextPresentationController: PresentationController {
  let style: ModalPresentationStyle

  init(presented: ViewController, presenting: ViewController, style: ModalPresentationStyle) {
    self.style = style
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var presentationStyle: ModalPresentationStyle { style }
  override var shouldPresentInFullscreen: Bool { false }
  override var shouldRemovePresentersView: Bool { style == .currentContext }
  override var frameOfPresentedViewInContainerView: Rect {
    guard let containerView else { return .zero }
    return presentingViewController.view.convert(
      presentingViewController.view.bounds, to: containerView)
  }
}

/// The presentation controller for `.pageSheet` and `.formSheet`: a sheet below a top
/// inset in compact width; in regular width a page sheet is at most 704 points wide and
/// a form sheet is a centred `preferredContentSize` (540 x 620 by default).
final class SheetPresentationController: PresentationController {
  let style: ModalPresentationStyle

  /// The gap above a sheet, in points.
  static let topInset = 64.0
  /// Window widths at or above this are regular width (the narrowest iPad).
  static let regularWidth = 744.0

  init(presented: ViewController, presenting: ViewController, style: ModalPresentationStyle) {
    self.style = style
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var presentationStyle: ModalPresentationStyle { style }
  override var frameOfPresentedViewInContainerView: Rect {
    guard let bounds = containerView?.bounds else { return .zero }
    let inset = Self.topInset
    if bounds.width < Self.regularWidth {
      return Rect(x: 0, y: inset, width: bounds.width, height: bounds.height - inset)
    }
    if style == .formSheet {
      var size = presentedViewController.preferredContentSize
      if size.width <= 0 || size.height <= 0 { size = Size(width: 540, height: 620) }
      return Rect(
        x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
    }
    let width = min(bounds.width, 704)
    return Rect(
      x: (bounds.width - width) / 2, y: inset, width: width, height: bounds.height - inset)
  }
}

/// The presentation controller for `.popover` in regular width: the presented view at
/// its `preferredContentSize` (320 x 480 by default) just below its source rectangle,
/// kept inside the window.
final class PopoverPresentationController: PresentationController {
  override var presentationStyle: ModalPresentationStyle { .popover }
  override var frameOfPresentedViewInContainerView: Rect {
    guard let containerView else { return .zero }
    var size = presentedViewController.preferredContentSize
    if size.width <= 0 || size.height <= 0 { size = Size(width: 320, height: 480) }
    let anchor: Rect
    if let source = presentedViewController.popoverSource {
      anchor = source.view.convert(source.rect, to: containerView)
    } else {
      anchor = Rect(x: containerView.bounds.midX, y: containerView.bounds.midY, width: 0, height: 0)
    }
    let bounds = containerView.bounds
    let x = min(max(anchor.midX - size.width / 2, 0), max(bounds.width - size.width, 0))
    let y = min(max(anchor.maxY + 8, 0), max(bounds.height - size.height, 0))
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }
}

import CTransitionABI
import Foundation

@testable import TransitionKit

/// The test process's one exported plugin (TransitionKit keeps one per process): a
/// probe animator that keeps what its request said and fades the to view in.
enum ProbePlugin {
  /// Every parameter kind, with and without a range.
  static let parameters: [AnimatorParameterDefinition] = [
    .number("duration", default: 0.25, range: 0...5, "How long the fade takes."),
    .number("count", default: 3, "How many."),
    .bool("reverse", default: true, "Whether it runs backwards."),
    .string("label", default: "left", "A word."),
    .choice("curve", ["linear", "ease"], default: "ease", "The curve."),
    .view("source", "The view it starts from."),
  ]

  static let definitions: [any TransitionKitExport] = [
    AnimatorDefinition(
      id: "org.test.probe", name: "Probe", version: "2.1.0", vendor: "Tests",
      summary: "Keeps its request.", styles: [.custom, .overFullScreen],
      operations: [.present, .pop], supportsInteractive: true, defaultDuration: 0.4,
      parameters: parameters, rank: .primary
    ) { ProbeAnimator(request: $0) },
    AnimatorDefinition(id: "org.test.plain", name: "Plain") { ProbeAnimator(request: $0) },
    ObjectDefinition.transitioningDelegate(
      id: "org.test.sheet", name: "Sheet", version: "1.2.0", vendor: "Tests",
      summary: "Serves sheets.", styles: [.custom, .overFullScreen], rank: .marginal
    ) { _ in SampleSheetDelegate() },
    ObjectDefinition.navigationDelegate(id: "org.test.navigation", name: "Navigation") { _ in
      SampleNavigationDelegate()
    },
    ObjectDefinition.tabBarDelegate(id: "org.test.tabs", name: "Tabs", rank: .primary) { _ in
      SampleTabBarDelegate()
    },
    ObjectDefinition.viewController(id: "org.test.detail", name: "Detail") { _ in
      SampleDetailViewController()
    },
  ]

  /// The plugin's entry, exported once for the whole test process.
  nonisolated(unsafe) static let entry: UnsafePointer<transhost_entry_t>? =
    TransitionKitPlugin.entry(definitions)?
    .assumingMemoryBound(to: transhost_entry_t.self)

  /// Its object factory, as the host gets it.
  static var objectFactory: UnsafePointer<transhost_object_factory_t>? {
    entry?.pointee.get_factory?(TRANSHOST_OBJECT_FACTORY_ID)?
      .assumingMemoryBound(to: transhost_object_factory_t.self)
  }

  /// A request with no parameters, as the host sends one for `operation` and `style`.
  static func withRequest<T>(
    operation: Int32 = Int32(TRANSHOST_OPERATION_PRESENT),
    style: Int32 = Int32(TRANSHOST_STYLE_CUSTOM),
    _ body: (UnsafePointer<transhost_request_t>) -> T
  ) -> T {
    var request = transhost_request_t()
    request.struct_size = UInt32(MemoryLayout<transhost_request_t>.size)
    request.operation = operation
    request.style = style
    return withUnsafePointer(to: &request) { body($0) }
  }

  /// Its animator factory, as the host gets it.
  static var factory: UnsafePointer<transhost_animator_factory_t>? {
    entry?.pointee.get_factory?(TRANSHOST_ANIMATOR_FACTORY_ID)?
      .assumingMemoryBound(to: transhost_animator_factory_t.self)
  }
}

/// What a `make` saw, and a fade of the to view over the requested duration.
final class ProbeAnimator: UIViewControllerAnimatedTransitioning {
  let operation: TransitionOperationKind
  let style: UIModalPresentationStyle
  let isInteractive: Bool
  let duration: Double?
  let reverse: Bool?
  let label: String?
  let source: UIView?
  let missing: String?
  private(set) var ended: [Bool] = []

  init(request: AnimatorRequest) {
    operation = request.operation
    style = request.style
    isInteractive = request.isInteractive
    duration = request.number("duration")
    reverse = request.bool("reverse")
    label = request.string("label")
    source = request.view("source")
    missing = request.string("missing")
  }

  func transitionDuration(
    using transitionContext: UIViewControllerContextTransitioning?
  )
    -> TimeInterval
  {
    duration ?? 0.1
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toView)
    toView.alpha = 0
    UIView.animate(withDuration: duration ?? 0.1, delay: 0.05, options: [.curveLinear]) {
      toView.alpha = 1
    } completion: { finished in
      transitionContext.completeTransition(finished && !transitionContext.transitionWasCancelled)
    }
  }

  func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

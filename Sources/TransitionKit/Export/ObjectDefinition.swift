import CTransitionABI
import Foundation

/// Something a plugin exports, listed in `TransitionKitPlugin.entry`: an
/// ``AnimatorDefinition`` or an ``ObjectDefinition``.
public protocol TransitionKitExport: Sendable {
  /// What TransitionKit exports for it.
  var export: TransitionKitExportItem { get }
}

/// What one ``TransitionKitExport`` stands for; made only by TransitionKit's definitions.
public struct TransitionKitExportItem: Sendable {
  enum Value: Sendable {
    case animator(AnimatorDefinition)
    case object(ObjectDefinition)
  }
  let value: Value
}

extension AnimatorDefinition: TransitionKitExport {
  /// The animator, for the plugin's animator factory.
  public var export: TransitionKitExportItem { TransitionKitExportItem(value: .animator(self)) }
}

/// One object a plugin registers beside its animators: a transitioning, navigation or tab
/// bar controller delegate, or a view controller of the app. What `transhost list` shows,
/// and how to make one; a delegate's animators, interaction and presentation controllers
/// need no definition of their own.
///
/// ```swift
/// TransitionKitPlugin.entry([
///   ObjectDefinition.transitioningDelegate(id: "org.example.sheet", name: "Sheet") { _ in
///     SheetTransitioningDelegate()
///   },
///   ObjectDefinition.viewController(id: "org.example.detail", name: "Detail") { _ in
///     DetailViewController()
///   },
/// ])
/// ```
public struct ObjectDefinition: TransitionKitExport {
  enum Maker: Sendable {
    case transitioningDelegate(
      @Sendable (AnimatorRequest) -> any UIViewControllerTransitioningDelegate)
    case navigationDelegate(@Sendable (AnimatorRequest) -> any UINavigationControllerDelegate)
    case tabBarDelegate(@Sendable (AnimatorRequest) -> any UITabBarControllerDelegate)
    case viewController(@Sendable (AnimatorRequest) -> UIViewController)
  }

  let kind: Int32
  let id: String
  let name: String
  let version: String
  let vendor: String
  let summary: String
  let styles: [UIModalPresentationStyle]
  let operations: [TransitionOperationKind]
  let parameters: [AnimatorParameterDefinition]
  let rank: AnimatorRank
  let maker: Maker

  /// The object, for the plugin's object factory.
  public var export: TransitionKitExportItem { TransitionKitExportItem(value: .object(self)) }

  /// A `UIViewControllerTransitioningDelegate` that serves present and dismiss for
  /// `styles` at `rank` (`.secondary`: `.custom` by default, never in place of UIKit's
  /// own animation); `make` gets the first transition it is asked for.
  public static func transitioningDelegate(
    id: String, name: String, version: String = "1.0.0", vendor: String = "",
    summary: String = "", styles: [UIModalPresentationStyle] = [.custom],
    parameters: [AnimatorParameterDefinition] = [], rank: AnimatorRank = .secondary,
    make: @escaping @Sendable (AnimatorRequest) -> any UIViewControllerTransitioningDelegate
  ) -> ObjectDefinition {
    ObjectDefinition(
      kind: Int32(TRANSHOST_OBJECT_TRANSITIONING_DELEGATE), id: id, name: name,
      version: version, vendor: vendor, summary: summary, styles: styles,
      operations: [.present, .dismiss], parameters: parameters, rank: rank,
      maker: .transitioningDelegate(make))
  }

  /// A `UINavigationControllerDelegate` that serves push and pop at `rank`.
  public static func navigationDelegate(
    id: String, name: String, version: String = "1.0.0", vendor: String = "",
    summary: String = "", parameters: [AnimatorParameterDefinition] = [],
    rank: AnimatorRank = .secondary,
    make: @escaping @Sendable (AnimatorRequest) -> any UINavigationControllerDelegate
  ) -> ObjectDefinition {
    ObjectDefinition(
      kind: Int32(TRANSHOST_OBJECT_NAVIGATION_DELEGATE), id: id, name: name, version: version,
      vendor: vendor, summary: summary, styles: [.none], operations: [.push, .pop],
      parameters: parameters, rank: rank, maker: .navigationDelegate(make))
  }

  /// A `UITabBarControllerDelegate` that serves tab changes at `rank`.
  public static func tabBarDelegate(
    id: String, name: String, version: String = "1.0.0", vendor: String = "",
    summary: String = "", parameters: [AnimatorParameterDefinition] = [],
    rank: AnimatorRank = .secondary,
    make: @escaping @Sendable (AnimatorRequest) -> any UITabBarControllerDelegate
  ) -> ObjectDefinition {
    ObjectDefinition(
      kind: Int32(TRANSHOST_OBJECT_TAB_BAR_DELEGATE), id: id, name: name, version: version,
      vendor: vendor, summary: summary, styles: [.none], operations: [.tab],
      parameters: parameters, rank: rank, maker: .tabBarDelegate(make))
  }

  /// A `UIViewController` subclass a script instantiates by id (`controller NAME class
  /// ID`); `make` creates it (`DetailViewController()`), which gives it its host
  /// controller, named as the script says.
  public static func viewController(
    id: String, name: String, version: String = "1.0.0", vendor: String = "",
    summary: String = "", parameters: [AnimatorParameterDefinition] = [],
    make: @escaping @Sendable (AnimatorRequest) -> UIViewController
  ) -> ObjectDefinition {
    ObjectDefinition(
      kind: Int32(TRANSHOST_OBJECT_VIEW_CONTROLLER), id: id, name: name, version: version,
      vendor: vendor, summary: summary, styles: [], operations: [], parameters: parameters,
      rank: .none, maker: .viewController(make))
  }
}

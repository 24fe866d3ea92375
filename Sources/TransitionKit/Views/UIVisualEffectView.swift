import Foundation

/// A visual effect a ``UIVisualEffectView`` shows. Mirrors `UIVisualEffect`: an immutable
/// description (copying gives the same object). No pixels are blurred headlessly; an
/// effect view draws its effect as a translucent fill of the effect's tone (see
/// ``UIVisualEffectView``).
open class UIVisualEffect: NSObject, NSCopying {
  /// Mirrors `UIVisualEffect.init()`: an effect that shows nothing.
  public override init() { super.init() }

  /// Mirrors `copy(with:)`: effects are immutable, so the copy is the effect itself.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// The fill this effect is drawn as: white 0 (black) to 1 (white), and its opacity;
  /// nil for an effect that draws nothing of its own.
  var tone: (white: CGFloat, alpha: CGFloat)? { nil }

  /// What reports name the effect as.
  var reportName: String { "UIVisualEffect()" }
}

/// A blur of what is behind a view. Mirrors `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect {
  /// The blur's look. Mirrors `UIBlurEffect.Style`, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// Mirrors `.extraLight`.
    case extraLight = 0
    /// Mirrors `.light`.
    case light = 1
    /// Mirrors `.dark`.
    case dark = 2
    /// Mirrors `.extraDark` (tvOS in UIKit).
    case extraDark = 3
    /// Mirrors `.regular`: adapts to the interface style (light here).
    case regular = 4
    /// Mirrors `.prominent`: adapts to the interface style (light here).
    case prominent = 5
    /// Mirrors `.systemUltraThinMaterial`.
    case systemUltraThinMaterial = 6
    /// Mirrors `.systemThinMaterial`.
    case systemThinMaterial = 7
    /// Mirrors `.systemMaterial`.
    case systemMaterial = 8
    /// Mirrors `.systemThickMaterial`.
    case systemThickMaterial = 9
    /// Mirrors `.systemChromeMaterial`.
    case systemChromeMaterial = 10
    /// Mirrors `.systemUltraThinMaterialLight`.
    case systemUltraThinMaterialLight = 11
    /// Mirrors `.systemThinMaterialLight`.
    case systemThinMaterialLight = 12
    /// Mirrors `.systemMaterialLight`.
    case systemMaterialLight = 13
    /// Mirrors `.systemThickMaterialLight`.
    case systemThickMaterialLight = 14
    /// Mirrors `.systemChromeMaterialLight`.
    case systemChromeMaterialLight = 15
    /// Mirrors `.systemUltraThinMaterialDark`.
    case systemUltraThinMaterialDark = 16
    /// Mirrors `.systemThinMaterialDark`.
    case systemThinMaterialDark = 17
    /// Mirrors `.systemMaterialDark`.
    case systemMaterialDark = 18
    /// Mirrors `.systemThickMaterialDark`.
    case systemThickMaterialDark = 19
    /// Mirrors `.systemChromeMaterialDark`.
    case systemChromeMaterialDark = 20

    /// The tone it is drawn in: dark styles black, the others (the adaptive ones in the
    /// light interface style the host models) white; thicker materials are more opaque.
    var tone: (white: CGFloat, alpha: CGFloat) {
      switch self {
      case .extraLight: (1, 0.9)
      case .light: (1, 0.75)
      case .dark: (0, 0.55)
      case .extraDark: (0, 0.75)
      case .regular, .systemMaterial, .systemMaterialLight: (1, 0.7)
      case .prominent, .systemThickMaterial, .systemThickMaterialLight: (1, 0.85)
      case .systemUltraThinMaterial, .systemUltraThinMaterialLight: (1, 0.35)
      case .systemThinMaterial, .systemThinMaterialLight: (1, 0.5)
      case .systemChromeMaterial, .systemChromeMaterialLight: (1, 0.8)
      case .systemUltraThinMaterialDark: (0, 0.35)
      case .systemThinMaterialDark: (0, 0.5)
      case .systemMaterialDark: (0, 0.7)
      case .systemThickMaterialDark: (0, 0.85)
      case .systemChromeMaterialDark: (0, 0.8)
      }
    }
  }

  /// The style it was made with.
  let style: Style

  /// Mirrors `UIBlurEffect(style:)`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  override var tone: (white: CGFloat, alpha: CGFloat)? { style.tone }

  override var reportName: String { "UIBlurEffect(style: .\(style))" }
}

/// Vibrancy: content that takes its colour from a blur behind it. Mirrors
/// `UIVibrancyEffect`; it draws no fill of its own (its content view's subviews draw as
/// they are).
open class UIVibrancyEffect: UIVisualEffect {
  /// Mirrors `UIVibrancyEffect(blurEffect:)`.
  public init(blurEffect: UIBlurEffect) {
    super.init()
  }

  /// Mirrors `UIVibrancyEffect(forBlurEffect:style:)`.
  public init(forBlurEffect blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    super.init()
  }

  override var reportName: String { "UIVibrancyEffect(blurEffect:)" }
}

/// How strongly vibrant content shows. Mirrors `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Sendable {
  /// Mirrors `.label`.
  case label = 0
  /// Mirrors `.secondaryLabel`.
  case secondaryLabel = 1
  /// Mirrors `.tertiaryLabel`.
  case tertiaryLabel = 2
  /// Mirrors `.quaternaryLabel`.
  case quaternaryLabel = 3
  /// Mirrors `.fill`.
  case fill = 4
  /// Mirrors `.secondaryFill`.
  case secondaryFill = 5
  /// Mirrors `.tertiaryFill`.
  case tertiaryFill = 6
  /// Mirrors `.separator`.
  case separator = 7
}

/// A view that shows a visual effect behind its content. Mirrors `UIVisualEffectView`.
///
/// Nothing is blurred headlessly: the effect is drawn as a translucent fill of the
/// effect's tone (black for dark styles, white for the others, more opaque for thicker
/// materials) in a backdrop subview under ``contentView``, as UIKit keeps its own effect
/// subviews under the content view. Setting ``effect`` inside an animation block (or an
/// `animate(alongsideTransition:)` block) fades that fill in or out, as UIKit animates the
/// blur's radius; the first use is reported once per run.
open class UIVisualEffectView: UIView {
  /// Mirrors `contentView`: add subviews here, not to the effect view itself.
  open var contentView: UIView { content }
  private let content: UIView
  /// The subview that draws the effect's fill.
  private let backdrop: UIView

  /// Mirrors `effect` (UIKit copies it; effects are immutable, so it is kept as given).
  open var effect: UIVisualEffect? {
    didSet { showEffect() }
  }

  /// Mirrors `UIVisualEffectView(effect:)`.
  public init(effect: UIVisualEffect?) {
    (content, backdrop) = (
      UIView(frame: .zero, name: "visualEffect.contentView"),
      UIView(frame: .zero, name: "visualEffect.backdrop")
    )
    self.effect = effect
    super.init(frame: .zero)
    installSubviews()
  }

  /// Mirrors `UIVisualEffectView.init?(coder:)`: made with no effect.
  public required init?(coder: NSCoder) {
    (content, backdrop) = (
      UIView(frame: .zero, name: "visualEffect.contentView"),
      UIView(frame: .zero, name: "visualEffect.backdrop")
    )
    super.init(coder: coder)
    installSubviews()
  }

  private func installSubviews() {
    for subview in [backdrop, content] {
      subview.frame = bounds
      subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(subview)
    }
    showEffect()
  }

  /// Draws the effect as its tone: the colour at once, the opacity through `alpha` (so
  /// that an animation block fades it).
  private func showEffect() {
    guard let effect, let tone = effect.tone else {
      backdrop.alpha = 0
      return
    }
    session.logOnce(
      "UIVisualEffectView",
      "TransitionKit: \(effect.reportName) in a UIVisualEffectView is drawn as a "
        + "translucent fill of its tone; nothing is blurred headlessly")
    UIView.performWithoutAnimation {
      backdrop.backgroundColor = UIColor(white: tone.white, alpha: 1)
    }
    backdrop.alpha = tone.alpha
  }
}

/// An explicit animation of one layer property (or a group of them), as a plugin or an
/// app describes it before adding it to a layer. Mirrors `CAAnimation` and its
/// subclasses; the layer keeps a copy, so changing this value after adding it has no
/// effect, as in Core Animation.
///
/// Values are in the key path's own lanes (``LayerKeyPath/laneCount``): one for
/// `opacity`, two for `position`, four for a colour (red, green, blue, alpha), sixteen
/// for a transform (row order).
public struct LayerAnimation {
  /// What the animation is.
  public enum Kind {
    /// Mirrors `CABasicAnimation`.
    case basic(BasicValues)
    /// Mirrors `CASpringAnimation`: the basic animation's values along a spring.
    case spring(BasicValues, SpringParameters)
    /// Mirrors `CAKeyframeAnimation`.
    case keyframes(KeyframeValues)
    /// Mirrors `CAAnimationGroup`: the children run in the group's time, clipped to it.
    case group([LayerAnimation])
  }

  /// `fromValue`, `toValue` and `byValue`; Core Animation's rules decide which pair sets
  /// the interpolation (see ``View/add(_:forKey:)``).
  public struct BasicValues {
    public var from: AnimatableVector?
    public var to: AnimatableVector?
    public var by: AnimatableVector?

    /// The values; nil ones are missing.
    public init(
      from: AnimatableVector? = nil, to: AnimatableVector? = nil, by: AnimatableVector? = nil
    ) {
      self.from = from
      self.to = to
      self.by = by
    }
  }

  /// A spring's physical constants. Mirrors `CASpringAnimation`'s properties.
  public struct SpringParameters: Hashable, Sendable {
    /// Mirrors `mass` (default 1).
    public var mass: Double = 1
    /// Mirrors `stiffness` (default 100).
    public var stiffness: Double = 100
    /// Mirrors `damping` (default 10).
    public var damping: Double = 10
    /// Mirrors `initialVelocity` (default 0; positive towards the target, in distances
    /// per second).
    public var initialVelocity: Double = 0

    /// The defaults.
    public init() {}

    /// The undamped angular frequency.
    var angularFrequency: Double { (stiffness / mass).squareRoot() }
    /// The damping ratio (1 is critical).
    var dampingRatio: Double {
      max(damping / (2 * (stiffness * mass).squareRoot()), SpringCurve.minimumDampingRatio)
    }

    /// How long the spring takes to come to rest. Mirrors `settlingDuration`.
    public var settlingDuration: Double {
      SpringCurve.settlingTime(
        ratio: dampingRatio, velocity: initialVelocity, angularFrequency: angularFrequency,
        tolerance: SpringCurve.settleTolerance)
    }

    /// The progress (0 at the start, 1 at rest) `time` seconds in.
    func progress(at time: Double) -> Double {
      1
        + SpringCurve.displacement(
          at: max(time, 0), ratio: dampingRatio, velocity: initialVelocity,
          angularFrequency: angularFrequency)
    }

    var isValid: Bool {
      mass.isFinite && mass > 0 && stiffness.isFinite && stiffness > 0 && damping.isFinite
        && damping >= 0 && initialVelocity.isFinite
    }
  }

  /// A keyframe animation's values. Mirrors `CAKeyframeAnimation`'s properties.
  public struct KeyframeValues {
    /// Mirrors `values`.
    public var values: [AnimatableVector]
    /// Mirrors `keyTimes` (nil: evenly spaced).
    public var keyTimes: [Double]?
    /// Mirrors `timingFunctions`: one per segment, after the animation's own.
    public var timingFunctions: [MediaTimingFunction]?
    /// Mirrors `calculationMode`.
    public var calculationMode: KeyframeCalculationMode

    /// Keyframes with the given values.
    public init(
      values: [AnimatableVector], keyTimes: [Double]? = nil,
      timingFunctions: [MediaTimingFunction]? = nil,
      calculationMode: KeyframeCalculationMode = .linear
    ) {
      self.values = values
      self.keyTimes = keyTimes
      self.timingFunctions = timingFunctions
      self.calculationMode = calculationMode
    }
  }

  /// What it is.
  public var kind: Kind
  /// Mirrors `CAPropertyAnimation.keyPath` (nil for a group).
  public var keyPath: String?
  /// Mirrors the `CAMediaTiming` properties.
  public var timing = MediaTiming()
  /// Mirrors `timingFunction`; nil paces linearly.
  public var timingFunction: MediaTimingFunction?
  /// Mirrors `isRemovedOnCompletion` (default true).
  public var isRemovedOnCompletion = true
  /// Mirrors `isAdditive`: the value is added to what the layer shows.
  public var isAdditive = false
  /// Runs when the active duration begins. Mirrors `animationDidStart(_:)`; a group's
  /// children's are not called, as Core Animation ignores their delegates.
  public var didStart: (() -> Void)?
  /// Runs when the animation ends (true) or is removed before its end (false). Mirrors
  /// `animationDidStop(_:finished:)`.
  public var didStop: ((Bool) -> Void)?

  /// An animation of `kind` on `keyPath`.
  public init(_ kind: Kind, keyPath: String?) {
    self.kind = kind
    self.keyPath = keyPath
  }
}

import TransitionEngine

/// The card controller of `Benchmarks/plugins/scenarios.c`, written in Swift inside the
/// engine: a controller whose view loads lazily and whose view hierarchy (a dark
/// background, an image and a caption, as the scene's detail) is made in `viewDidLoad`,
/// as an app's `UIViewController` subclass makes it.
final class BuiltinCardController: ViewController {
  override func viewDidLoad() {
    view.backgroundColor = Color(red: 0.11, green: 0.11, blue: 0.12)
    view.addSubview(engine.makeView(name: "image", frame: Self.imageFrame))
    view.addSubview(engine.makeView(name: "caption", frame: Self.captionFrame))
  }

  static let imageFrame = Rect(x: 0, y: 200, width: 390, height: 292)
  static let captionFrame = Rect(x: 16, y: 510, width: 358, height: 40)
}

/// One cycle of the view-controller scenario: a new controller from `make` (its view not
/// yet loaded) is presented from `scene.home` with the slide of `scene.delegate` (its view
/// loads then: `viewDidLoad` builds the hierarchy), run until idle, dismissed, run until
/// idle.
func presentNewController(
  _ scene: Scene, make: () -> ViewController?, step: Double?, _ counts: inout CycleCounts
) {
  guard let controller = make() else { return }
  controller.modalPresentationStyle = .custom
  controller.transitioningDelegate = scene.delegate
  scene.home.present(controller, animated: true)
  settle(scene.engine, step: step, &counts)
  controller.dismiss(animated: true)
  settle(scene.engine, step: step, &counts)
  counts.transitions += 2
}

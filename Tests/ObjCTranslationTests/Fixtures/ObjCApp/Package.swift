// swift-tools-version:6.0
// The end-to-end fixture of ObjCTranslationTests: an app's UIKit file in App/, written for
// iOS with @objc, #selector, dynamic, @IBOutlet/@IBAction and an @objc protocol's optional
// requirements, compiled unchanged through transhost's TranshostObjC build-tool plugin
// (TranshostObjC.paths names App). Runner/ is the test's own code: it drives the file and
// prints what happened.
import PackageDescription

let package = Package(
  name: "ObjCApp",
  dependencies: [.package(name: "transhost", path: "../../../..")],
  targets: [
    .executableTarget(
      name: "ObjCApp",
      dependencies: [.product(name: "UIKit", package: "transhost")],
      path: ".",
      sources: ["Runner"],
      plugins: [.plugin(name: "TranshostObjC", package: "transhost")]
    )
  ],
  swiftLanguageModes: [.v6]
)

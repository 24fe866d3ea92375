// swift-tools-version:6.0
// The end-to-end fixture of ObjCTranslationTests, a plugin package as docs/OBJC.md says to
// write one: each target's UIKit files, written for iOS with @objc, #selector, dynamic,
// @IBOutlet/@IBAction and an @objc protocol's optional requirements, are in its UIKit/
// folder, excluded from the target and named in its TranshostObjC.paths; the
// TranshostObjC build-tool plugin compiles translated copies of them. ObjCApp's own
// main.swift drives them and prints what happened. BrokenTypes (a type error) and Refused
// (a construct the translator refuses) are built on their own, to fail. (A paths file
// naming a folder that does not exist fails every build of the package: SwiftPM runs the
// plugin for every target while it plans.)
import PackageDescription

let uikit: Target.Dependency = .product(name: "UIKit", package: "transhost")
let translated: [Target.PluginUsage] = [.plugin(name: "TranshostObjC", package: "transhost")]

let package = Package(
  name: "ObjCApp",
  dependencies: [.package(name: "transhost", path: "../../../..")],
  targets: [
    .executableTarget(
      name: "ObjCApp", dependencies: [uikit], exclude: ["UIKit"], plugins: translated),
    .target(name: "BrokenTypes", dependencies: [uikit], exclude: ["UIKit"], plugins: translated),
    .target(name: "Refused", dependencies: [uikit], exclude: ["UIKit"], plugins: translated),
  ],
  swiftLanguageModes: [.v6]
)

// `import UIKit` in an app's own file, compiled where no UIKit exists (Linux). On iOS the
// module gives the file Foundation, Core Graphics and QuartzCore along with UIKit itself;
// here TransitionKit declares the UIKit, QuartzCore and Core Graphics types and
// re-exports Foundation, so this module re-exports both and the file compiles unchanged.
// Package.swift offers it only where the system has no UIKit of its own.
@_exported import Foundation
@_exported import TransitionKit

// `import CoreGraphics` in an app's own file, compiled where no Core Graphics exists
// (Linux). Foundation declares CGFloat, CGPoint, CGSize and CGRect there, and
// TransitionKit the rest an animator uses (CGAffineTransform, CGVector), so this module
// re-exports both and the file compiles unchanged. Package.swift offers it only where
// the system has no Core Graphics of its own.
@_exported import Foundation
@_exported import TransitionKit

// `import QuartzCore` in an app's own file, compiled where no QuartzCore exists (Linux).
// TransitionKit declares the Core Animation types (CALayer and its kin), so this module
// re-exports it, with Foundation, and the file compiles unchanged. Package.swift offers
// it only where the system has no QuartzCore of its own.
@_exported import Foundation
@_exported import TransitionKit

// A stand-in for Apple's UIKit module where none exists (Linux): app files that begin
// with a bare `import UIKit` compile against TransitionKit, which declares UIKit's names,
// and Foundation, which UIKit re-exports on iOS.
@_exported import Foundation
@_exported import TransitionKit

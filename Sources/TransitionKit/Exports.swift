// `import UIKit` gives an app Foundation's types (CGRect, TimeInterval, NSObject);
// `import TransitionKit` does the same.
@_exported import Foundation

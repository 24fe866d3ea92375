// The target's own file: SwiftPM leaves out a target none of whose files are its own
// (its UIKit/ files are excluded, and compiled as translated copies).

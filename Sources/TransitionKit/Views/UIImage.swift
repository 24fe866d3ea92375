import Foundation

/// An image, known by its name only. Mirrors `UIImage` as an opaque named image: there
/// are no asset catalogues or pixels headlessly, so every name makes an image, whose
/// `size` is zero; an image view that shows it records the name in the host, where
/// traces and pictures can name it.
open class UIImage: @unchecked Sendable {
  /// The name the host records: the asset name, or `system:` and the symbol name.
  let hostName: String

  init(hostName: String) { self.hostName = hostName }

  /// Mirrors `UIImage(named:)`; never nil (no catalogue to miss the name in).
  public convenience init?(named name: String) {
    self.init(hostName: name)
  }

  /// Mirrors `UIImage(systemName:)`; never nil.
  public convenience init?(systemName name: String) {
    self.init(hostName: "system:\(name)")
  }

  /// Mirrors `size`: zero, since no pixels are loaded.
  open var size: CGSize { .zero }
}

extension UIImage: Equatable {
  /// Images are equal when they name the same image.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.hostName == rhs.hostName }
}

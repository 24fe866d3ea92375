import CTransitionABI
import Foundation

/// A view that shows an image. Mirrors `UIImageView`: the host records the image's name
/// (`view_set_image`); the pictures draw the view as any other, with no pixels. As in
/// UIKit, an image view takes no touches until `isUserInteractionEnabled` is set.
open class UIImageView: UIView {
  /// Mirrors `image`.
  open var image: UIImage? {
    didSet { sendImage() }
  }
  /// Mirrors `highlightedImage`; stored only (nothing is highlighted headlessly).
  open var highlightedImage: UIImage?
  /// Mirrors `isHighlighted`; stored only.
  open var isHighlighted = false

  /// Mirrors `UIImageView(image:)`: the frame is the image's size (zero, see
  /// ``UIImage/size``).
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    sendImage()
  }

  /// Mirrors `UIImageView(image:highlightedImage:)`.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// Mirrors `UIImageView(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Mirrors `UIImageView.init?(coder:)`: made with a zero frame and no image.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  private func sendImage() {
    guard let set = session.newer(\.view_set_image, "UIImageView.image", minor: 4) else { return }
    _ = set(session.host, handle, image?.hostName)
  }
}

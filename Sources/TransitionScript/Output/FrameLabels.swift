import TransitionEngine

/// Places view names on a drawn frame: on views big enough to hold them, where no other
/// name and no view in front would cover them.
enum FrameLabels {
  /// A view name placed on a frame, its baseline starting at (`x`, `y`).
  struct Label: Equatable {
    let text: String
    let x: Double
    let y: Double
  }

  /// Names for `views` (back to front) drawn through `placement` into `window`, back to
  /// front. Bigger views get the first pick of places, and of equal ones the front one, so
  /// a container is named before what it holds. A name goes in the view's top-left corner;
  /// views sharing that corner stack their names, at most three deep. A name is left out
  /// when it would cover another name, when a view in front (other than the view's own
  /// subviews) would hide it, or when it would have to be cut to fewer than five characters.
  static func place(
    _ views: [DrawnView], placement: AffineTransform, window: Rect, fontSize: Double,
    characterWidth: Double
  ) -> [Label] {
    let subtreeEnds = subtreeEnds(views)
    let boxes = views.map { view -> Rect? in
      FilmstripSection.isDrawable(view) ? view.frameInWindow.applying(placement) : nil
    }
    let covers = views.indices.compactMap { order -> (order: Int, box: Rect)? in
      guard let box = boxes[order], isOpaque(views[order]) else { return nil }
      return (order, box)
    }
    let candidates = views.indices.filter { views[$0].depth > 0 && boxes[$0] != nil }
      .sorted { first, second in
        let firstArea = boxes[first].map { $0.width * $0.height } ?? 0
        let secondArea = boxes[second].map { $0.width * $0.height } ?? 0
        return firstArea != secondArea ? firstArea > secondArea : first > second
      }
    var taken: [(spot: Rect, corner: Point)] = []
    var placed: [(order: Int, label: Label)] = []
    for order in candidates {
      let view = views[order]
      guard let box = boxes[order], view.opacity >= 0.2 else { continue }
      let corner = Point(x: max(box.minX, window.minX), y: max(box.minY, window.minY))
      let right = min(box.maxX, window.maxX)
      let bottom = min(box.maxY, window.maxY)
      guard right - corner.x >= 4 * characterWidth, bottom - corner.y >= fontSize * 1.5 else {
        continue
      }
      let capacity = Int(((right - corner.x - fontSize / 2) / characterWidth).rounded(.down))
      guard view.name.count <= capacity || capacity >= 6,
        let text = XMLText.truncated(view.name, toCharacters: capacity)
      else { continue }
      let inset = fontSize / 4
      for line in 0..<3 {
        let spot = Rect(
          x: corner.x + inset, y: corner.y + inset + Double(line) * fontSize * 1.2,
          width: Double(text.count) * characterWidth, height: fontSize * 1.1)
        guard spot.maxY <= bottom else { break }
        // `covers` is in drawing order: only those from the end of this view's subtree
        // on are in front of it, found by bisection rather than by walking the ones
        // behind (a deep stack has hundreds).
        let isHidden = covers[firstCover(in: covers, from: subtreeEnds[order])...].contains {
          overlaps($0.box, spot)
        }
        if isHidden { break }
        let clashes = taken.filter { overlaps($0.spot, spot) }
        if clashes.isEmpty {
          taken.append((spot, corner))
          placed.append((order, Label(text: text, x: spot.minX, y: spot.minY + fontSize * 0.85)))
          break
        }
        // Only names of views that share this corner make room by stacking.
        let tolerance = fontSize / 2
        let isStack = clashes.allSatisfy {
          abs($0.corner.x - corner.x) <= tolerance && abs($0.corner.y - corner.y) <= tolerance
        }
        if !isStack { break }
      }
    }
    return placed.sorted { $0.order < $1.order }.map(\.label)
  }

  /// The position in `covers` (sorted by order) of the first whose order is `order` or
  /// more.
  private static func firstCover(in covers: [(order: Int, box: Rect)], from order: Int) -> Int {
    var low = 0
    var high = covers.count
    while low < high {
      let middle = (low + high) / 2
      if covers[middle].order < order { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether `view` hides what is behind it: a mostly opaque fill.
  private static func isOpaque(_ view: DrawnView) -> Bool {
    guard let color = view.color else { return false }
    return view.opacity * color.alpha >= 0.5
  }

  /// For each view, the position just past its subtree (its subviews follow it, deeper).
  private static func subtreeEnds(_ views: [DrawnView]) -> [Int] {
    var ends = Array(repeating: views.count, count: views.count)
    var open: [Int] = []
    for (position, view) in views.enumerated() {
      while let last = open.last, views[last].depth >= view.depth {
        ends[last] = position
        open.removeLast()
      }
      open.append(position)
    }
    return ends
  }

  private static func overlaps(_ first: Rect, _ second: Rect) -> Bool {
    first.minX < second.maxX && second.minX < first.maxX && first.minY < second.maxY
      && second.minY < first.maxY
  }
}

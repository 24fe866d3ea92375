/// The candidate closest to `name` by edit distance, if it is close enough to be a
/// plausible typo (at most a third of the longer name's length, and at least one edit
/// allowed).
public func nearestName(to name: String, in candidates: [String]) -> String? {
  var best: (name: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(name.lowercased(), candidate.lowercased())
    if best == nil || distance < best?.distance ?? Int.max { best = (candidate, distance) }
  }
  guard let best else { return nil }
  let allowed = max(1, max(name.count, best.name.count) / 3)
  return best.distance <= allowed ? best.name : nil
}

/// The Levenshtein distance between two strings.
func editDistance(_ a: String, _ b: String) -> Int {
  let left = Array(a)
  let right = Array(b)
  if left.isEmpty { return right.count }
  if right.isEmpty { return left.count }
  var previous = Array(0...right.count)
  var current = [Int](repeating: 0, count: right.count + 1)
  for i in 1...left.count {
    current[0] = i
    for j in 1...right.count {
      let cost = left[i - 1] == right[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    swap(&previous, &current)
  }
  return previous[right.count]
}

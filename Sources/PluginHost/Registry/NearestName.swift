/// The candidate closest to `name` by edit distance, if it is close enough to be a
/// plausible typo (at most a third of the longer name's length, and at least one edit
/// allowed). Names and candidates longer than ``longestSuggestedName`` characters take
/// no part: typos are made in words, and the distance costs the product of the two
/// lengths, so a plugin's or a script's kilobyte-long string would cost seconds.
public func nearestName(to name: String, in candidates: [String]) -> String? {
  guard name.count <= longestSuggestedName else { return nil }
  var best: (name: String, distance: Int)?
  for candidate in candidates where candidate.count <= longestSuggestedName {
    let distance = editDistance(name.lowercased(), candidate.lowercased())
    if best == nil || distance < best?.distance ?? Int.max { best = (candidate, distance) }
  }
  guard let best else { return nil }
  let allowed = max(1, max(name.count, best.name.count) / 3)
  return best.distance <= allowed ? best.name : nil
}

/// The longest name (in characters) a "did you mean" suggestion is looked for with.
public let longestSuggestedName = 64

/// The edit distance between two strings, counting a swap of two neighbouring
/// characters as one edit (optimal string alignment), as typos usually are.
func editDistance(_ a: String, _ b: String) -> Int {
  let left = Array(a)
  let right = Array(b)
  if left.isEmpty { return right.count }
  if right.isEmpty { return left.count }
  var table = [[Int]](repeating: [Int](repeating: 0, count: right.count + 1), count: left.count + 1)
  for i in 0...left.count { table[i][0] = i }
  for j in 0...right.count { table[0][j] = j }
  for i in 1...left.count {
    for j in 1...right.count {
      let cost = left[i - 1] == right[j - 1] ? 0 : 1
      var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
      if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
        best = min(best, table[i - 2][j - 2] + 1)
      }
      table[i][j] = best
    }
  }
  return table[left.count][right.count]
}

/// The name among `candidates` nearest to `name`, when it is near enough to be what a
/// typo of it meant: at most a third of the longer name's characters differ (one at
/// least), ignoring case, a swap of neighbouring characters counting as one difference.
/// The rule transhost's scripts and registry suggest names by (PluginHost's
/// `nearestName(to:in:)`); the translator imports no module of the package, so it keeps
/// its own. The first of equally near candidates wins.
func nearestName(to name: String, among candidates: [String]) -> String? {
  var nearest: (name: String, distance: Int)?
  for candidate in candidates {
    let distance = typoDistance(name, candidate)
    if distance < nearest?.distance ?? Int.max { nearest = (candidate, distance) }
  }
  guard let nearest, nearest.distance <= max(1, max(name.count, nearest.name.count) / 3) else {
    return nil
  }
  return nearest.name
}

/// How many characters must be inserted, removed, replaced or swapped with a neighbour to
/// turn `written` into `intended`, ignoring case (the optimal string alignment distance),
/// computed a row at a time.
func typoDistance(_ written: String, _ intended: String) -> Int {
  let typed = Array(written.lowercased())
  let meant = Array(intended.lowercased())
  var twoRowsUp: [Int] = []
  var rowUp = Array(0...meant.count)
  for row in typed.indices {
    var current = [row + 1]
    for column in meant.indices {
      let replaced = rowUp[column] + (typed[row] == meant[column] ? 0 : 1)
      var best = min(replaced, rowUp[column + 1] + 1, current[column] + 1)
      if row > 0, column > 0, typed[row] == meant[column - 1], typed[row - 1] == meant[column] {
        best = min(best, twoRowsUp[column - 1] + 1)
      }
      current.append(best)
    }
    twoRowsUp = rowUp
    rowUp = current
  }
  return rowUp[meant.count]
}
